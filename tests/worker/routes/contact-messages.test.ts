import { env } from "cloudflare:test";
import type { InferRequestType, InferResponseType } from "hono/client";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signMemberToken, signToken } from "../../../worker/accounts/jwt";
import { signStaffToken } from "../../../worker/accounts/staff-guard";
import { authMessages } from "../../../worker/contract/auth";
import { contactMessages as texts } from "../../../worker/contract/contact";
import { commonMessages } from "../../../worker/contract/messages";
import { contactMessages } from "../../../worker/db/contact-schema";
import { api, bearer, call, errorJson, okJson, sendJson } from "../support/client";
import { ascendingIds, db, insertAdmin, insertEditor, insertMember, uniqueTag } from "../support/factories";

// The admin's inbox of contact messages: GET /api/contact/messages (newest first, paged, filtered by status)
// and PATCH /api/contact/messages/:id/handled, for admins only.

const messages = (token?: string) => api(token ? bearer(token) : {}).contact.messages;
type ListQuery = InferRequestType<ReturnType<typeof messages>["$get"]>["query"];
type MessageList = InferResponseType<ReturnType<typeof messages>["$get"], 200>;

const list = (query: ListQuery, token?: string) => messages(token).$get({ query });
const markHandled = (id: string, handled: boolean, token?: string) => messages(token)[":id"].handled.$patch({ param: { id }, json: { handled } });

const adminToken = async () => {
  const admin = await insertAdmin();
  return signStaffToken(env, "admin", admin.id, admin.tokenVersion);
};

/** `count` messages from one tagged sender, created a second apart (the last is the newest). */
const insertMessages = async (count: number) => {
  const tag = uniqueTag();
  const ids = ascendingIds(count);
  const start = Date.now() - 60_000;
  const rows = ids.map((id, i) => ({
    id,
    name: `Sender ${tag}`,
    email: `sender-${tag}@example.test`,
    message: `Message number ${i} from a test (${tag}).`,
    createdAt: new Date(start + i * 1000),
  }));
  await db().insert(contactMessages).values(rows);
  return { tag, ids };
};

/** Every page of the list (by cursor), keeping only one test's messages. */
const readAll = async (token: string, tag: string, query: ListQuery = { limit: "2" }) => {
  const seen: MessageList["messages"] = [];
  let cursor: string | null = null;
  do {
    const body: MessageList = await okJson(await list({ ...query, ...(cursor ? { cursor } : {}) }, token));
    seen.push(...body.messages);
    cursor = body.nextCursor;
  } while (cursor);
  return seen.filter((m) => m.name === `Sender ${tag}`);
};

describe("GET /api/contact/messages authorization", () => {
  it("answers 401 to anonymous, expired and forged tokens; 403 to members and editors", async () => {
    const admin = await insertAdmin();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("plaza")
      .setAudience("plaza:admin")
      .setSubject(admin.id)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    const forged = await signToken({ ...env, JWT_SECRET: "x".repeat(40) }, "admin", { sub: admin.id, ver: 0 });
    for (const token of [undefined, expired, forged]) {
      const res = await list({}, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: authMessages.sessionExpired });
    }
    const editor = await insertEditor();
    for (const token of [await signMemberToken(env, await insertMember()), await signStaffToken(env, "editor", editor.id, 0)]) {
      const res = await list({}, token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: commonMessages.forbidden });
      expect((await markHandled(editor.id, true, token)).status).toBe(403);
    }
  });
});

describe("GET /api/contact/messages", () => {
  it("lists newest first across pages without repeats, private to the browser", async () => {
    const token = await adminToken();
    const { tag, ids } = await insertMessages(5);
    const first = await list({ limit: "2" }, token);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    const seen = await readAll(token, tag);
    expect(seen.map((m) => m._id)).toEqual([...ids].reverse());
    expect(seen[0]).toMatchObject({ email: `sender-${tag}@example.test`, handledAt: null });
  });

  it("filters open and handled messages", async () => {
    const token = await adminToken();
    const { tag, ids } = await insertMessages(3);
    expect((await markHandled(ids[1]!, true, token)).status).toBe(200);
    expect((await readAll(token, tag, { limit: "50", status: "open" })).map((m) => m._id)).toEqual([ids[2], ids[0]]);
    expect((await readAll(token, tag, { limit: "50", status: "handled" })).map((m) => m._id)).toEqual([ids[1]]);
  });

  it("rejects bad paging and status with 400", async () => {
    const token = await adminToken();
    // Raw: an unknown status is a query the typed client cannot send.
    for (const query of ["?limit=0", "?page=0", "?status=spam", "?cursor=not-a-cursor", "?page=2&cursor=abc"]) {
      expect((await call(`/api/contact/messages${query}`, { headers: bearer(token) })).status).toBe(400);
    }
  });
});

describe("PATCH /api/contact/messages/:id/handled", () => {
  it("marks a message handled (keeping the first time) and opens it again", async () => {
    const token = await adminToken();
    const { ids } = await insertMessages(1);
    const id = ids[0]!;
    const body = await okJson(await markHandled(id, true, token));
    expect(body.message).toBe(texts.markedHandled);
    expect(body.contactMessage._id).toBe(id);
    expect(Date.parse(body.contactMessage.handledAt!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await okJson(await markHandled(id, true, token));
    expect(again.contactMessage.handledAt).toBe(body.contactMessage.handledAt);

    const reopened = await okJson(await markHandled(id, false, token));
    expect(reopened).toMatchObject({ message: texts.markedOpen, contactMessage: { _id: id, handledAt: null } });
  });

  it("answers 404 for an unknown message and 400 without a true or false", async () => {
    const token = await adminToken();
    const unknown = await markHandled("0193-no-such-message", true, token);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: texts.notFound });
    const { ids } = await insertMessages(1);
    // Raw: a handled that is not a boolean is a body the typed client cannot send.
    const bad = await sendJson("PATCH", `/contact/messages/${ids[0]!}/handled`, { handled: "yes" }, bearer(token));
    expect((await errorJson(bad, 400)).message).toBe(texts.handledRequired);
  });
});
