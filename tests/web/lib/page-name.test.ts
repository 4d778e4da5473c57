import { describe, expect, it } from "vitest";
import { displayPageName } from "../../../web/src/lib/page-name";

describe("displayPageName", () => {
  it("capitalises only the first letter and keeps the rest as entered", () => {
    expect(displayPageName("city council")).toBe("City council");
    expect(displayPageName("iPhone users")).toBe("IPhone users");
    expect(displayPageName("Already Fine")).toBe("Already Fine");
    expect(displayPageName("élan vital")).toBe("Élan vital");
    expect(displayPageName("\u{10428}eseret")).toBe("\u{10400}eseret"); // a letter outside the BMP stays whole
    expect(displayPageName("")).toBe("");
  });
});
