import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { oauthStates } from "../../../worker/db/token-schema";
import { type Answer, api, call, errorJson } from "../support/client";
import { db } from "../support/factories";
import { CLIENT_ID, fakeGoogle, finishGoogle, googleAuth, googleClaims, GOOGLE_ENV, startGoogle } from "../support/google-fake";

// Google sign-in: the authorization URL (state and PKCE kept on the server), and the callback's checks of
// the state and of Google's answers, with Google's token endpoint faked at the network boundary.

afterEach(() => vi.restoreAllMocks());

const expectFailure = async (res: Answer, status: number, message: string) => {
  expect(await errorJson(res, status)).toEqual({ message });
};

describe("GET /api/auth/google/url", () => {
  it("answers Google's authorization URL with state, PKCE (S256), our redirect URI and the three scopes", async () => {
    const { url, state } = await startGoogle();
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe(`${env.APP_URL}/auth/callback`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid profile email");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const row = await db().query.oauthStates.findFirst({ where: eq(oauthStates.state, state) });
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it("answers 503 with a clear message when Google is not configured (no id, or no secret)", async () => {
    await expectFailure(await api().auth.google.url.$get(), 503, authMessages.googleUnavailable);
    const noSecret = { ...GOOGLE_ENV, GOOGLE_CLIENT_SECRET: undefined };
    await expectFailure(await googleAuth(noSecret).google.url.$get(), 503, authMessages.googleUnavailable);
  });
});

describe("POST /api/auth/google/callback: state and Google's answers", () => {
  it("sends the code with the PKCE verifier kept on the server for this state", async () => {
    const bodies = fakeGoogle(googleClaims());
    const { url, state } = await startGoogle();
    expect((await finishGoogle(state, "4/the-code")).status).toBe(200);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.get("code")).toBe("4/the-code");
    expect(bodies[0]!.get("redirect_uri")).toBe(`${env.APP_URL}/auth/callback`);
    const verifier = bodies[0]!.get("code_verifier")!;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    expect(challenge).toBe(url.searchParams.get("code_challenge"));
  });

  it("refuses an unknown, a reused and an expired state with 400, without calling Google", async () => {
    const bodies = fakeGoogle(googleClaims());
    await expectFailure(await finishGoogle("made-up-state"), 400, authMessages.googleStateInvalid);
    const { state } = await startGoogle();
    expect((await finishGoogle(state)).status).toBe(200);
    await expectFailure(await finishGoogle(state), 400, authMessages.googleStateInvalid);
    const { state: old } = await startGoogle();
    await db().update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oauthStates.state, old));
    await expectFailure(await finishGoogle(old), 400, authMessages.googleStateInvalid);
    expect(bodies).toHaveLength(1);
  });

  it("answers 503 before spending the state when Google is not configured", async () => {
    const { state } = await startGoogle();
    const unconfigured = { ...GOOGLE_ENV, GOOGLE_CLIENT_ID: "" };
    await expectFailure(await finishGoogle(state, "code", unconfigured), 503, authMessages.googleUnavailable);
    fakeGoogle(googleClaims());
    expect((await finishGoogle(state)).status).toBe(200);
  });

  it("answers 400 with the contract text when the code is missing", async () => {
    const { state } = await startGoogle();
    // Raw: a body without the code is one the typed client cannot send.
    const init = { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ state }) };
    const res = await call("/api/auth/google/callback", init, GOOGLE_ENV);
    expect((await errorJson(res, 400)).message).toBe(authMessages.googleNoCode);
  });

  it("answers 502 (never 500) when the token endpoint refuses the code, fails or is unreachable", async () => {
    const answers = [
      Response.json({ error: "invalid_grant" }, { status: 400 }),
      new Response("upstream trouble", { status: 500 }),
      Response.json({ access_token: "ya29", token_type: "Bearer" }), // no id_token
    ];
    for (const answer of answers) {
      fakeGoogle(answer);
      const { state } = await startGoogle();
      await expectFailure(await finishGoogle(state), 502, authMessages.googleFailed);
      vi.restoreAllMocks();
    }
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const { state } = await startGoogle();
    await expectFailure(await finishGoogle(state), 502, authMessages.googleFailed);
  });

  it("refuses ID tokens with the wrong issuer, another audience or a past expiry", async () => {
    const bad = [
      googleClaims({ iss: "https://evil.example" }),
      googleClaims({ aud: "someone-else.apps.googleusercontent.com" }),
      googleClaims({ exp: Math.floor(Date.now() / 1000) - 10 }),
    ];
    for (const claims of bad) {
      fakeGoogle(claims);
      const { state } = await startGoogle();
      await expectFailure(await finishGoogle(state), 502, authMessages.googleFailed);
      vi.restoreAllMocks();
    }
    fakeGoogle(googleClaims({ iss: "accounts.google.com" })); // Google's other documented issuer form
    expect((await finishGoogle((await startGoogle()).state)).status).toBe(200);
  });

  it("refuses a Google account whose address Google has not verified (403)", async () => {
    for (const email_verified of [false, undefined]) {
      fakeGoogle(googleClaims({ email_verified }));
      const { state } = await startGoogle();
      await expectFailure(await finishGoogle(state), 403, authMessages.googleEmailUnverified);
      vi.restoreAllMocks();
    }
  });
});
