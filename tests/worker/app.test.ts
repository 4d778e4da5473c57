import { describe, expect, it } from "vitest";
import { api, call } from "./support/client";

// The app as a whole: the security headers and request id every answer carries, and the 404 envelope.

describe("GET /api/health", () => {
  it("answers ok with the security headers and a request id", async () => {
    const res = await api().health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", environment: "development" });
    expect(res.headers.get("x-request-id")).toMatch(/.+/);
    expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    // A path the app does not have: the typed client has no way to name it.
    const res = await call("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
  });
});
