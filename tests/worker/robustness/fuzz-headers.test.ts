import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { badAuthorization, contentType, extraHeaders, tamper } from "./arbitraries";
import { allowedHeaders, headersFor, judged, perRun, SEED, sendValid, withFakeGoogle } from "./harness";
import { routeName, ROUTES } from "./routes";

// Property: whatever headers come with a route's valid request — an Authorization that is random text, a
// wrong scheme, token-shaped garbage (alg none, any claims, no real signature), a real token with one
// character changed, or 60,000 characters; any Content-Type; odd D1 bookmarks, CORS origins, conditional
// and range headers — the answer is honest, a refused request writes nothing, a protected route answers
// 401 (never lets the caller in), and a public route never turns the garbage into a 401 or 403.

const RUNS = 20;

type Auth = { kind: "garbage"; value: string } | { kind: "tampered"; at: number } | { kind: "none" };

const authorization: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 4, arbitrary: badAuthorization.map((value): Auth => ({ kind: "garbage", value })) },
  fc.nat().map((at): Auth => ({ kind: "tampered", at })),
  fc.constant<Auth>({ kind: "none" }),
);

/** The token a route's own callers carry (a member's for public routes), with one character changed. */
const tamperedToken = async (who: (typeof ROUTES)[number]["who"], at: number) => {
  const own = await allowedHeaders(who === "public" ? "member" : who);
  return `Bearer ${tamper(own.Authorization!.slice("Bearer ".length), at)}`;
};

describe("fuzzed headers and tokens", () => {
  withFakeGoogle();

  it("tampering really breaks a token", async () => {
    const { Authorization } = await headersFor("admin");
    const token = Authorization!.slice("Bearer ".length);
    for (const at of [0, 5, 40, 77, 1000]) expect(tamper(token, at)).not.toBe(token);
  });

  const all = ROUTES.map((route) => ({ name: routeName(route), route }));
  it.each(all)("$name: any headers are answered honestly", { timeout: 60_000 }, async ({ name, route }) => {
    const next = perRun(route);
    await fc.assert(
      fc.asyncProperty(authorization, fc.option(contentType), extraHeaders, async (auth, type, extra) => {
        const { valid } = await next();
        const headers: Record<string, string> = { ...extra };
        if (auth.kind === "garbage") headers.Authorization = auth.value;
        if (auth.kind === "tampered") headers.Authorization = await tamperedToken(route.who, auth.at);
        if (type !== null) headers["Content-Type"] = type;
        const label = `${name} ${JSON.stringify(headers).slice(0, 300)}`;
        const status = await judged(label, route, () => sendValid(route, valid, { headers }));
        if (route.who !== "public") expect(status, `${label}: a protected route let a bad token in`).toBe(401);
        else expect([401, 403], `${label}: a public route refused the caller`).not.toContain(status);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
