import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { signStaffToken } from "../../worker/accounts/staff-guard";
import { call, insertAdmin, insertEditor, PNG_BYTES } from "./factories";
import { freshIp } from "./auth-helpers";

// Helpers for the back-office tests: signed-in staff, tokens that must fail, and the page form as the SPA
// sends it (multipart FormData with real image bytes).

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const adminSession = async () => {
  const admin = await insertAdmin();
  const token = await signStaffToken(env, "admin", admin.id, admin.tokenVersion);
  return { admin, token, auth: bearer(token) };
};

export const editorSession = async () => {
  const editor = await insertEditor();
  const token = await signStaffToken(env, "editor", editor.id, editor.tokenVersion);
  return { editor, token, auth: bearer(token) };
};

const staffJwt = (role: "admin" | "editor", id: string, secret: string, expiresAt: number) =>
  new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("plaza")
    .setAudience(`plaza:${role}`)
    .setSubject(id)
    .setIssuedAt(expiresAt - 12 * 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

const now = () => Math.floor(Date.now() / 1000);

/** Correctly signed for a real account, but its 12 hours ended a minute ago. */
export const expiredToken = (role: "admin" | "editor", id: string) => staffJwt(role, id, env.JWT_SECRET ?? "", now() - 60);

/** Valid in every claim for a real account, signed with a key the server does not have. */
export const forgedToken = (role: "admin" | "editor", id: string) =>
  staffJwt(role, id, "a-forger-s-own-secret-of-more-than-32-chars", now() + 3600);

/** A JSON call to the API from a fresh client address (rate limits stay per test). */
export const sendJson = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(`/api${path}`, {
    method,
    headers: { "CF-Connecting-IP": freshIp(), ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

// Image bytes: the real PNG of the factories, and a JPEG / WebP / GIF / AVIF header for type detection.
export { PNG_BYTES };
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode("JFIF\0"), 0x01, 0x01]);
const ascii = (text: string) => new TextEncoder().encode(text);
export const GIF_BYTES = ascii("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
export const WEBP_BYTES = Uint8Array.from([...ascii("RIFF"), 0x1a, 0, 0, 0, ...ascii("WEBPVP8L"), 0x0d, 0, 0, 0]);
export const AVIF_BYTES = Uint8Array.from([0, 0, 0, 0x1c, ...ascii("ftypavif"), 0, 0, 0, 0, ...ascii("avifmif1miaf")]);
export const SVG_BYTES = ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

export const imageFile = (bytes: Uint8Array = PNG_BYTES, name = "photo.png", type = "image/png") =>
  new File([bytes], name, { type });

export const BIO = "A motion page made by a back-office test, long enough for the fifty character rule.";

/** The add/edit form: name and bio filled, the given fields on top (undefined leaves one out), and an image. */
export const pageForm = (fields: Record<string, string | undefined> = {}, image: File | null = imageFile()) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: `Page ${crypto.randomUUID().slice(0, 8)}`, bio: BIO, ...fields })) {
    if (value !== undefined) form.set(key, value);
  }
  if (image) form.set("image", image);
  return form;
};

/** Sends a form the way fetch does (it sets the multipart boundary itself). */
export const sendForm = (method: "POST" | "PUT", path: string, form: FormData, headers: Record<string, string> = {}) =>
  call(`/api${path}`, { method, headers, body: form });

export type EntityJson = {
  _id: string;
  slug: string;
  name: string;
  description: string;
  image: { url: string };
  socialMediaLinks: { name: string; link: string }[];
  additionalLinks: string[];
  sortRank: number;
};

/** Adds a page as an admin and answers the stored entity. */
export const addPage = async (auth: Record<string, string>, fields: Record<string, string | undefined> = {}, image?: File) => {
  const res = await sendForm("POST", "/entity/add", pageForm(fields, image ?? imageFile()), auth);
  if (res.status !== 201) throw new Error(`add answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { entity: EntityJson }).entity;
};

/** The R2 key behind a served image URL. */
export const imageKeyOf = (entity: EntityJson) => new URL(entity.image.url).pathname.replace(/^\/images\//, "");

/** Every key under entities/ in the bucket right now. */
export const storedKeys = async () => {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ prefix: "entities/", cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
};
