import { RESEND_COOLDOWN_SECONDS } from "@contract/auth";
import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "../../../../../web/src/features/auth/api/auth-calls";

describe("retryAfterSeconds", () => {
  it("reads seconds, rounding up", () => {
    expect(retryAfterSeconds("42")).toBe(42);
    expect(retryAfterSeconds("1.2")).toBe(2);
  });

  it("reads an HTTP date as the time left until it", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterSeconds("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
  });

  it("falls back to the usual cooldown when missing or unreadable", () => {
    expect(retryAfterSeconds(null)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(retryAfterSeconds("soon")).toBe(RESEND_COOLDOWN_SECONDS);
    expect(retryAfterSeconds("0")).toBe(RESEND_COOLDOWN_SECONDS);
  });
});
