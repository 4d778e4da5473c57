import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signMemberToken, signToken } from "../../../worker/accounts/jwt";
import { signStaffToken } from "../../../worker/accounts/staff-guard";
import { authMessages } from "../../../worker/contract/auth";
import { contactMessages as texts } from "../../../worker/contract/contact";
import { commonMessages } from "../../../worker/contract/messages";
import { contactMessages } from "../../../worker/db/schema";
import { ascendingIds, call, db, insertAdmin, insertEditor, insertMember, uniqueTag } from "../factories";

type MessageJson = { _id: string; name: string; email: string; message: string; createdAt: string; handledAt: string | null };
type ListJson = { messages: MessageJson[]; nextCursor: string | null };

const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const list = (query: string, token?: string) => call(`/api/contact/messages${query}`, { headers: bearer(token) });
const markHandled = (id: string, handled: unknown, token?: string) =>
  call(`/api/contact/messages/${id}/handled`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", ...bearer(token) },
    body: JSON.stringify({ handled }),
  });

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
const readAll = async (token: string, tag: string, query = "limit=2") => {
  const seen: MessageJson[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(`?${query}${cursor ? `&cursor=${cursor}` : ""}`, token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListJson;
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
      const res = await list("", token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: authMessages.sessionExpired });
    }
    const editor = await insertEditor();
    for (const token of [await signMemberToken(env, await insertMember()), await signStaffToken(env, "editor", editor.id, 0)]) {
      const res = await list("", token);
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
    const first = await list("?limit=2", token);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    const seen = await readAll(token, tag);
    expect(seen.map((m) => m._id)).toEqual([...ids].reverse());
    expect(seen[0]).toMatchObject({ email: `sender-${tag}@example.test`, handledAt: null });
  });

  it("filters open and handled messages", async () => {
    const token = await adminToken();
    const { tag, ids } = await insertMessages(3);
    expect((await markHandled(ids[1]!, true, token)).status).toBe(200);
    expect((await readAll(token, tag, "limit=50&status=open")).map((m) => m._id)).toEqual([ids[2], ids[0]]);
    expect((await readAll(token, tag, "limit=50&status=handled")).map((m) => m._id)).toEqual([ids[1]]);
  });

  it("rejects bad paging and status with 400", async () => {
    const token = await adminToken();
    for (const query of ["?limit=0", "?page=0", "?status=spam", "?cursor=not-a-cursor", "?page=2&cursor=abc"]) {
      expect((await list(query, token)).status).toBe(400);
    }
  });
});

describe("PATCH /api/contact/messages/:id/handled", () => {
  it("marks a message handled (keeping the first time) and opens it again", async () => {
    const token = await adminToken();
    const { ids } = await insertMessages(1);
    const id = ids[0]!;
    const marked = await markHandled(id, true, token);
    expect(marked.status).toBe(200);
    const body = (await marked.json()) as { message: string; contactMessage: MessageJson };
    expect(body.message).toBe(texts.markedHandled);
    expect(body.contactMessage._id).toBe(id);
    expect(Date.parse(body.contactMessage.handledAt!)).toBeGreaterThan(Date.now() - 60_000);

    const again = (await (await markHandled(id, true, token)).json()) as typeof body;
    expect(again.contactMessage.handledAt).toBe(body.contactMessage.handledAt);

    const reopened = (await (await markHandled(id, false, token)).json()) as typeof body;
    expect(reopened).toMatchObject({ message: texts.markedOpen, contactMessage: { _id: id, handledAt: null } });
  });

  it("answers 404 for an unknown message and 400 without a true or false", async () => {
    const token = await adminToken();
    const unknown = await markHandled("0193-no-such-message", true, token);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: texts.notFound });
    const { ids } = await insertMessages(1);
    const bad = await markHandled(ids[0]!, "yes", token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(texts.handledRequired);
  });
});
