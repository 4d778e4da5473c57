import { env } from "cloudflare:test";
import type { InferRequestType } from "hono/client";
import { signStaffToken } from "../../../worker/accounts/staff-guard";
import { api, bearer, okJson, type PageJson } from "./client";
import { insertAdmin, insertEditor, PNG_BYTES } from "./factories";

// Helpers for the back-office tests: signed-in staff, and the page form as the SPA sends it (multipart, with
// real image bytes).

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

// Image bytes: a real image of every accepted type (images.ts), and an SVG that must be refused.
export { AVIF_BYTES, GIF_BYTES, JPEG_BYTES, PNG_BYTES, SVG_BYTES, WEBP_BYTES } from "./images";

export const imageFile = (bytes: Uint8Array = PNG_BYTES, name = "photo.png", type = "image/png") =>
  new File([bytes], name, { type });

export const BIO = "A motion page made by a back-office test, long enough for the fifty character rule.";

type PageApi = ReturnType<typeof api>["entity"];
/** The page form as the typed client sends it (POST /api/entity/add and PUT /api/entity/edit/:id take the same). */
export type PageWireForm = InferRequestType<PageApi["add"]["$post"]>["form"];
type PageFields = Partial<Record<Exclude<keyof PageWireForm, "image">, string | undefined>>;

/** The add/edit form: name and bio filled, the given fields on top (undefined leaves one out), and an image. */
export const pageForm = (fields: PageFields = {}, image: File | null = imageFile()): PageWireForm => ({
  name: `Page ${crypto.randomUUID().slice(0, 8)}`,
  bio: BIO,
  ...fields,
  ...(image ? { image } : {}),
});

/** The same form as FormData, for raw requests (the robustness tests mutate it). */
export const toFormData = (form: PageWireForm) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) data.set(key, value);
  return data;
};

/** POST /api/entity/add as `auth`. */
export const postPage = (auth: Record<string, string>, form: PageWireForm) => api(auth).entity.add.$post({ form });

/** PUT /api/entity/edit/:id as `auth`. */
export const putPage = (auth: Record<string, string>, id: string, form: PageWireForm) =>
  api(auth).entity.edit[":id"].$put({ param: { id }, form });

/** Adds a page as this staff member and answers the stored page. */
export const addPage = async (auth: Record<string, string>, fields: PageFields = {}, image?: File) =>
  (await okJson(await postPage(auth, pageForm(fields, image ?? imageFile())), 201)).entity;

/** The R2 key behind a served image URL. */
export const imageKeyOf = (page: Pick<PageJson, "image">) => new URL(page.image.url).pathname.replace(/^\/images\//, "");

/** Every key under `prefix` (page images unless told) in the bucket right now. */
export const storedKeys = async (prefix = "entities/") => {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
};
