import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { users } from "../../../worker/db/schema";
import { okJson } from "../support/client";
import { db, insertMember } from "../support/factories";
import { googleClaims, signInWithGoogle } from "../support/google-fake";
import { loggedIn, login, register, verifiedMember } from "../support/members";

// Which account a Google sign-in opens: by Google id, else linked by the verified address, else a new one.

afterEach(() => vi.restoreAllMocks());

const signedIn = async (res: Awaited<ReturnType<typeof signInWithGoogle>>) => {
  const body = await okJson(res);
  expect(body.message).toBe("Logged in successfully!");
  expect((await loggedIn(body.token)).status).toBe(200);
  return body;
};

describe("POST /api/auth/google/callback: accounts", () => {
  it("creates a verified member with Google's name and picture", async () => {
    const claims = googleClaims({ name: "Ada Google", email: `Ada-${crypto.randomUUID()}@Gmail.test` });
    const { user } = await signedIn(await signInWithGoogle(claims));
    expect(user).toEqual({
      _id: expect.any(String),
      name: "Ada Google",
      email: String(claims.email).toLowerCase(),
      isVerified: true,
      profile: { link: claims.picture },
      homeCity: null,
    });
    const row = await db().query.users.findFirst({ where: eq(users.id, user._id) });
    expect(row!.googleId).toBe(claims.sub);
    expect(row!.passwordHash).toBeNull();
  });

  it("signs the same Google account into the same member next time", async () => {
    const claims = googleClaims();
    const first = await signedIn(await signInWithGoogle(claims));
    vi.restoreAllMocks();
    // Google may report a changed address; the Google id decides.
    const again = await signedIn(await signInWithGoogle({ ...claims, email: `renamed-${crypto.randomUUID()}@gmail.test` }));
    expect(again.user._id).toBe(first.user._id);
  });

  it("links a verified member with the same address: keeps the name and password, adds a missing picture", async () => {
    const member = await verifiedMember();
    const claims = googleClaims({ email: member.email.toUpperCase(), name: "Someone Else" });
    const { user } = await signedIn(await signInWithGoogle(claims));
    expect(user).toEqual({ ...member.user, profile: { link: claims.picture } });
    expect((await login(member.email, member.password)).status).toBe(200);
    expect((await loggedIn(member.token)).status).toBe(200); // their sessions go on
  });

  it("keeps a picture the member already has", async () => {
    const existing = await insertMember({ pictureUrl: "https://pictures.test/mine.png" });
    const { user } = await signedIn(await signInWithGoogle(googleClaims({ email: existing.email })));
    expect(user._id).toBe(existing.id);
    expect(user.profile.link).toBe("https://pictures.test/mine.png");
  });

  it("links an unverified sign-up and drops the password nobody proved (pre-registration takeover)", async () => {
    const squatter = await register(undefined, "password set by a squatter");
    const { user } = await signedIn(await signInWithGoogle(googleClaims({ email: squatter.email })));
    expect(user._id).toBe(squatter.user._id);
    expect(user.isVerified).toBe(true);
    expect((await login(squatter.email, "password set by a squatter")).status).toBe(401);
  });

  it("never takes a non-https picture", async () => {
    const { user } = await signedIn(await signInWithGoogle(googleClaims({ picture: "javascript:alert(1)" })));
    expect(user.profile.link).toBeNull();
  });
});
