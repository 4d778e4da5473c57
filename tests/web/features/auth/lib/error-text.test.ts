import { describe, expect, it } from "vitest";
import { needsVerification, serverMessage } from "../../../../../web/src/features/auth/lib/error-text";
import { ApiError } from "../../../../../web/src/lib/api";

describe("needsVerification", () => {
  it("is true for a 403 and for messages that say verify or not verified", () => {
    expect(needsVerification(new ApiError("Forbidden", 403))).toBe(true);
    expect(needsVerification(new ApiError("Please verify your email to continue.", 401))).toBe(true);
    expect(needsVerification(new ApiError("Account Not Verified", 400))).toBe(true);
  });

  it("is false for other refusals and for errors that are not from the API", () => {
    expect(needsVerification(new ApiError("Invalid email or password.", 401))).toBe(false);
    expect(needsVerification(new Error("verify"))).toBe(false);
  });
});

describe("serverMessage", () => {
  it("prefers the server's message, else the fallback, else the client's text", () => {
    expect(serverMessage(new ApiError("Nope.", 400), "Fallback")).toBe("Nope.");
    expect(serverMessage(new ApiError("Could not reach Plaza.", 0), "Fallback")).toBe("Fallback");
    expect(serverMessage(new ApiError("Could not reach Plaza.", 0))).toBe("Could not reach Plaza.");
  });
});
