import { env } from "cloudflare:test";
import { vi } from "vitest";
import { api, okJson } from "./client";
import { uniqueTag } from "./factories";

// Google at the network boundary: the Worker runs with Google configured, and global fetch answers Google's
// token endpoint with an ID token built here. Nothing else of the Worker is replaced.

export const CLIENT_ID = "plaza-test.apps.googleusercontent.com";
export const GOOGLE_ENV = { ...env, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: "test-client-secret" };
const TOKEN_ENDPOINT = "https://oauth2.googleapis.com/token";

const b64url = (value: object) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export type GoogleClaims = Record<string, unknown>;

/** Claims of a fresh Google account with a verified address (override any of them). */
export const googleClaims = (overrides: GoogleClaims = {}): GoogleClaims => {
  const tag = uniqueTag();
  return {
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    sub: `1${tag.replace(/\D/g, "7")}${Date.now()}`,
    email: `google-${tag}@gmail.test`,
    email_verified: true,
    name: "Grace Google",
    picture: `https://lh3.googleusercontent.test/a/${tag}`,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
};

/** Unsigned, as allowed for an ID token received directly from the token endpoint over TLS. */
const idToken = (claims: GoogleClaims) => `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url(claims)}.c2lnbmF0dXJl`;

/** Fakes the token endpoint; returns the form bodies it received. Any other outbound request fails the test. */
export const fakeGoogle = (answer: GoogleClaims | Response) => {
  const bodies: URLSearchParams[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== TOKEN_ENDPOINT) throw new Error(`unexpected outbound request to ${request.url}`);
    bodies.push(new URLSearchParams(await request.text()));
    if (answer instanceof Response) return answer;
    return Response.json({ access_token: "ya29.test", token_type: "Bearer", expires_in: 3599, id_token: idToken(answer) });
  });
  return bodies;
};

/** The auth routes of the typed client, the Worker running with `bindings` (Google configured by default). */
export const googleAuth = (bindings: Env = GOOGLE_ENV) => api({}, bindings).auth;

/** GET /api/auth/google/url as the SPA does, answering the authorization URL and its state. */
export const startGoogle = async (bindings: Env = GOOGLE_ENV) => {
  const { url } = await okJson(await googleAuth(bindings).google.url.$get());
  return { url: new URL(url), state: new URL(url).searchParams.get("state")! };
};

export const finishGoogle = (state: string, code = "4/auth-code", bindings: Env = GOOGLE_ENV) =>
  googleAuth(bindings).google.callback.$post({ json: { code, state } });

/** A whole Google sign-in for the account with these claims. */
export const signInWithGoogle = async (claims: GoogleClaims) => {
  fakeGoogle(claims);
  const { state } = await startGoogle();
  return finishGoogle(state);
};
