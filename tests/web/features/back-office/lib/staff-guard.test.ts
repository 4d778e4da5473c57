import { isRedirect } from "@tanstack/react-router";
import { afterEach, describe, expect, it } from "vitest";
import { requireStaffToken } from "../../../../../web/src/features/back-office/lib/staff-guard";
import { setToken } from "../../../../../web/src/lib/auth-token";

afterEach(() => localStorage.clear());

const thrown = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe("requireStaffToken", () => {
  it("sends someone without the kind's token to that kind's sign-in", () => {
    const admin = thrown(requireStaffToken("admin"));
    expect(isRedirect(admin)).toBe(true);
    expect((admin as { options: { to: string } }).options.to).toBe("/admin");
    const editor = thrown(requireStaffToken("editor"));
    expect((editor as { options: { to: string } }).options.to).toBe("/editor");
  });

  it("an editor token does not open the admin screens, nor the other way round", () => {
    setToken("editor", "editor-jwt");
    expect(isRedirect(thrown(requireStaffToken("admin")))).toBe(true);
    expect(thrown(requireStaffToken("editor"))).toBeUndefined();
  });
});
