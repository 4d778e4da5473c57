import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../worker/contract/account";
import { authMessages } from "../../../worker/contract/auth";
import { pageMessages } from "../../../worker/contract/back-office";
import { inOneMinute } from "../support/rate-limits";
import { memberWithPassword } from "../support/account";
import { api, call, errorJson, okJson, ORIGIN } from "../support/client";
import { insertMember } from "../support/factories";
import { pngDeclaring } from "../support/images";
import { imageFile, JPEG_BYTES, PNG_BYTES, storedKeys, SVG_BYTES } from "../support/staff";
import { directory } from "../../../worker/db/placement";

// The account screen's reads and profile changes: GET /api/me, PATCH /api/me (the name) and the uploaded
// profile picture (PUT/DELETE /api/me/picture).

const GOOGLE_PICTURE = "https://lh3.googleusercontent.com/a/photo";
const upload = (me: Awaited<ReturnType<typeof memberWithPassword>>["me"], file: File) => me.picture.$put({ form: { picture: file } });
const memberKeys = () => storedKeys("members/");

describe("GET /api/me", () => {
  it("answers the caller's own account, without the password hash, the Google id or the token version", async () => {
    const { member, me } = await memberWithPassword({ googleId: "google-123", pictureUrl: GOOGLE_PICTURE });
    const { user } = await okJson(await me.$get());
    expect(user).toEqual({
      _id: member.id,
      name: member.name,
      email: member.email,
      isVerified: true,
      profile: { link: GOOGLE_PICTURE },
      homeCity: null,
      hasPassword: true,
      googleLinked: true,
      pictureSource: "google",
      createdAt: member.createdAt.toISOString(),
    });
  });

  it("is limited per member: the 121st read in a minute is 429", async () => {
    const res = await inOneMinute(async () => {
      const { me } = await memberWithPassword();
      for (let i = 0; i < 120; i++) expect((await me.$get()).status).toBe(200);
      return me.$get();
    });
    expect(await errorJson(res, 429)).toEqual({ message: accountMessages.tooManyReads });
  });

  it("is private: never cached anywhere", async () => {
    const { me } = await memberWithPassword();
    expect((await me.$get()).headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("PATCH /api/me (name)", () => {
  it("saves a new name with the sign-up rules: trimmed, NFC, one line, 1 to 100 characters", async () => {
    const { me } = await memberWithPassword();
    const body = await okJson(await me.$patch({ json: { name: "  Ada Byron  " } }));
    expect(body).toMatchObject({ message: accountMessages.nameSaved, user: { name: "Ada Byron" } });
    expect((await okJson(await me.$get())).user.name).toBe("Ada Byron");
    expect(await errorJson(await me.$patch({ json: { name: "   " } }), 400)).toMatchObject({ message: authMessages.nameRequired });
    expect(await errorJson(await me.$patch({ json: { name: "x".repeat(101) } }), 400)).toMatchObject({ message: authMessages.nameTooLong });
    expect((await errorJson(await me.$patch({ json: { name: "Ada\nByron" } }), 400)).message).toMatch(/one line/);
    expect((await okJson(await me.$get())).user.name).toBe("Ada Byron");
  });

  it("changes nobody else's name", async () => {
    const other = await insertMember({ name: "Grace Hopper" });
    const { me } = await memberWithPassword();
    await okJson(await me.$patch({ json: { name: "Renamed" } }));
    const row = await directory(env).prepare("SELECT name FROM users WHERE id = ?").bind(other.id).first<{ name: string }>();
    expect(row!.name).toBe("Grace Hopper");
  });

  it("limits account changes per member: the 11th in a minute is 429 with Retry-After", async () => {
    const res = await inOneMinute(async () => {
      const { me } = await memberWithPassword();
      for (let i = 0; i < 10; i++) await okJson(await me.$patch({ json: { name: `Name ${i}` } }));
      return me.$patch({ json: { name: "One too many" } });
    });
    expect(await errorJson(res, 429)).toEqual({ message: accountMessages.tooManyChanges });
    expect(res.headers.get("Retry-After")).toBe("60");
  });
});

describe("PUT /api/me/picture", () => {
  it("stores a checked image under members/, shows it instead of the Google picture, and serves it", async () => {
    const { me } = await memberWithPassword({ pictureUrl: GOOGLE_PICTURE });
    const { message, user } = await okJson(await upload(me, imageFile(JPEG_BYTES, "me.png", "image/png")));
    expect(message).toBe(accountMessages.pictureSaved);
    expect(user.pictureSource).toBe("upload");
    expect(user.profile.link).toMatch(new RegExp(`^${ORIGIN}/images/members/[0-9a-f-]{36}\\.jpg$`));
    const served = await call(new URL(user.profile.link!).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("replaces the previous upload and deletes it; Remove goes back to the Google picture and deletes the last", async () => {
    const { me } = await memberWithPassword({ pictureUrl: GOOGLE_PICTURE });
    const first = (await okJson(await upload(me, imageFile(PNG_BYTES)))).user.profile.link!;
    const second = (await okJson(await upload(me, imageFile(JPEG_BYTES)))).user.profile.link!;
    const keys = await memberKeys();
    expect(keys).toContain(new URL(second).pathname.slice("/images/".length));
    expect(keys).not.toContain(new URL(first).pathname.slice("/images/".length));
    const removed = await okJson(await me.picture.$delete());
    expect(removed).toMatchObject({ message: accountMessages.pictureRemoved, user: { pictureSource: "google", profile: { link: GOOGLE_PICTURE } } });
    expect(await memberKeys()).not.toContain(new URL(second).pathname.slice("/images/".length));
  });

  it("keeps exactly one picture when two uploads race", async () => {
    const { member, me } = await memberWithPassword();
    const before = await memberKeys();
    const answers = await Promise.all([upload(me, imageFile(PNG_BYTES)), upload(me, imageFile(JPEG_BYTES))]);
    expect(answers.map((r) => r.status).every((s) => [200, 409].includes(s))).toBe(true);
    const row = await directory(env).prepare("SELECT picture_key AS key FROM users WHERE id = ?").bind(member.id).first<{ key: string }>();
    const added = (await memberKeys()).filter((k) => !before.includes(k));
    expect(added).toEqual([row!.key]);
  });

  it("refuses what is not a small image, with the form's messages, storing nothing", async () => {
    const { me } = await memberWithPassword();
    const cases: [File, number, string][] = [
      [imageFile(SVG_BYTES, "me.png", "image/png"), 415, pageMessages.imageType],
      [imageFile(pngDeclaring(2001, 10)), 422, accountMessages.pictureTooBig],
      [imageFile(new Uint8Array(1024 * 1024 + 1).fill(1)), 413, accountMessages.pictureTooLarge],
      [imageFile(new Uint8Array(0)), 400, accountMessages.pictureMissing],
    ];
    for (const [file, status, message] of cases) {
      const before = await memberKeys();
      expect(await errorJson(await upload(me, file), status)).toEqual({ message });
      expect(await memberKeys()).toEqual(before);
    }
  });

  it("says the picture's own limit when the whole body is over the request limit", async () => {
    const { auth } = await memberWithPassword();
    const form = new FormData();
    form.set("picture", imageFile(new Uint8Array(7 * 1024 * 1024)));
    const res = await api(auth).me.picture.$put({ form: { picture: form.get("picture") as File } });
    expect(await errorJson(res, 413)).toEqual({ message: accountMessages.pictureTooLarge });
  });
});
