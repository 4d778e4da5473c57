import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER } from "../../../worker/contract/wire";
import { api, call } from "../support/client";

// CORS on the API (worker/http/security-headers.ts): exactly the origins of WEB_ORIGINS may read answers
// with credentials, whatever WEB_ORIGINS the Worker runs with.

const SPA = "http://localhost:5173"; // one of wrangler.toml's local WEB_ORIGINS
const STRANGER = "https://elsewhere.example";

const allowedOrigin = (res: { headers: Headers }) => res.headers.get("Access-Control-Allow-Origin");

describe("CORS", () => {
  it("lets the web origins read answers with credentials, and no other origin", async () => {
    const ours = await api({ Origin: SPA }).health.$get();
    expect(allowedOrigin(ours)).toBe(SPA);
    expect(ours.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(ours.headers.get("Access-Control-Expose-Headers")).toBe(`Retry-After,X-Request-Id,${BOOKMARK_HEADER},Idempotent-Replayed`);
    expect(ours.headers.get("Vary")).toContain("Origin");
    expect(allowedOrigin(await api({ Origin: STRANGER }).health.$get())).toBeNull();
  });

  it("answers a preflight with the headers a client may send", async () => {
    // OPTIONS with the preflight's own headers: the typed client has no such method.
    const preflight = await call("/api/idea/vote", { method: "OPTIONS", headers: { Origin: SPA, "Access-Control-Request-Method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(allowedOrigin(preflight)).toBe(SPA);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toBe(`Authorization,Content-Type,${BOOKMARK_HEADER},Idempotency-Key`);
    expect(preflight.headers.get("Access-Control-Max-Age")).toBe("600");
  });

  it("follows the WEB_ORIGINS the Worker runs with, each in turn", async () => {
    const production = { ...env, WEB_ORIGINS: ` ${STRANGER} ,https://plaza.example` };
    expect(allowedOrigin(await api({ Origin: STRANGER }, production).health.$get())).toBe(STRANGER);
    expect(allowedOrigin(await api({ Origin: SPA }, production).health.$get())).toBeNull();
    expect(allowedOrigin(await api({ Origin: SPA }).health.$get())).toBe(SPA);
    expect(allowedOrigin(await api({ Origin: STRANGER }).health.$get())).toBeNull();
  });
});
