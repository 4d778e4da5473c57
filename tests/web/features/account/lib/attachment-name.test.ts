import { describe, expect, it } from "vitest";
import { attachmentName } from "../../../../../web/src/features/account/lib/attachment-name";

// The export is saved under the name the Worker gives it in Content-Disposition, and never anywhere else.

describe("attachmentName", () => {
  const fallback = "plaza-data.json";

  it("reads the Worker's quoted file name", () => {
    expect(attachmentName('attachment; filename="plaza-data-2026-11-25.json"', fallback)).toBe("plaza-data-2026-11-25.json");
  });

  it("reads a bare file name", () => {
    expect(attachmentName("attachment; filename=plaza.json; size=10", fallback)).toBe("plaza.json");
  });

  it("prefers the UTF-8 filename* of RFC 6266", () => {
    expect(attachmentName(`attachment; filename="plaza.json"; filename*=UTF-8''plaza%20donn%C3%A9es.json`, fallback)).toBe("plaza données.json");
  });

  it("unescapes a quoted name", () => {
    expect(attachmentName('attachment; filename="a \\"quoted\\" name.json"', fallback)).toBe('a "quoted" name.json');
  });

  it("keeps the file out of folders and drops control characters", () => {
    expect(attachmentName('attachment; filename="../../etc/passwd"', fallback)).toBe(".._.._etc_passwd");
    expect(attachmentName("attachment; filename*=UTF-8''evil%0A.json", fallback)).toBe("evil.json");
    expect(attachmentName('attachment; filename=".."', fallback)).toBe(fallback);
  });

  it("falls back without a header, a name, or with a malformed escape and nothing else", () => {
    expect(attachmentName(null, fallback)).toBe(fallback);
    expect(attachmentName("attachment", fallback)).toBe(fallback);
    expect(attachmentName('attachment; filename=""', fallback)).toBe(fallback);
    expect(attachmentName("attachment; filename*=UTF-8''bad%E0%A4%A.json", fallback)).toBe(fallback);
  });
});
