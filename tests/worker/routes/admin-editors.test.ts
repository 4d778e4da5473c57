import { firstCityRow } from "../support/jurisdiction-factory";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../../worker/accounts/password";
import { staffMessages } from "../../../worker/contract/back-office";
import { editors } from "../../../worker/db/schema";
import { api, errorJson, okJson, sendJson } from "../support/client";
import { db, insertEditor, uniqueTag } from "../support/factories";
import { adminSession } from "../support/staff";
import { summaryOf } from "../support/jurisdiction-staff";

// Editors managed by an admin: added with a password stored only as a hash and never shown again, listed,
// removed, and given a new password.

const addEditor = async (auth: Record<string, string>, username = `Ed.${uniqueTag()}`, password = "secret1") =>
  api(auth).admin.editor.add.$post({ json: { username, password } });
const resetPassword = (auth: Record<string, string>, id: string) => api(auth).admin.editor[":id"]["reset-password"].$post({ param: { id } });
const removeEditor = (auth: Record<string, string>, id: string) => api(auth).admin.editor.remove[":id"].$delete({ param: { id } });

describe("POST /api/admin/editor/add", () => {
  it("answers 201 with the editor (no password) and stores only a PBKDF2 hash", async () => {
    const { auth } = await adminSession();
    const username = `Ana.Q-${uniqueTag()}`;
    const res = await addEditor(auth, username, "sesame-123");
    expect(res.status).toBe(201);
    expect(await res.clone().text()).not.toContain("sesame-123");
    const body = await okJson(res, 201);
    expect(body).toEqual({
      message: staffMessages.editorAdded,
      editor: { _id: expect.any(String), username, createdAt: expect.any(String), jurisdiction: summaryOf(await firstCityRow()) },
    });
    const row = await db().query.editors.findFirst({ where: eq(editors.id, body.editor._id) });
    expect(row!.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(await verifyPassword("sesame-123", row!.passwordHash)).toBe(true);
  });

  it("refuses a username that exists in another case with 409", async () => {
    const { auth } = await adminSession();
    const username = `Maria-${uniqueTag()}`;
    expect((await addEditor(auth, username)).status).toBe(201);
    const res = await addEditor(auth, username.toUpperCase());
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: staffMessages.usernameTaken });
  });

  it("lets exactly one of two parallel adds of the same name through (the unique index decides)", async () => {
    const { auth } = await adminSession();
    const username = `race-${uniqueTag()}`;
    const statuses = (await Promise.all([addEditor(auth, username), addEditor(auth, username.toUpperCase())])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it.each([
    [{ password: "secret1" }, staffMessages.newUsernameRequired],
    [{ username: "   ", password: "secret1" }, staffMessages.newUsernameRequired],
    [{ username: "has space", password: "secret1" }, staffMessages.usernameInvalid],
    [{ username: "x".repeat(41), password: "secret1" }, staffMessages.usernameTooLong],
    [{ username: "valid_name" }, staffMessages.newPasswordRequired],
    [{ username: "valid_name", password: "" }, staffMessages.newPasswordRequired],
    [{ username: "valid_name", password: "five5" }, staffMessages.editorPasswordTooShort],
    [{ username: "valid_name", password: "p".repeat(129) }, staffMessages.passwordTooLong],
  ])("refuses %j with 400 and the form's message", async (body, message) => {
    const { auth } = await adminSession();
    // Raw: a missing field is a body the typed client cannot send.
    const res = await sendJson("POST", "/admin/editor/add", body, auth);
    expect((await errorJson(res, 400)).message).toBe(message);
  });
});

describe("GET /api/admin/editor", () => {
  it("is a plain array of { _id, username, createdAt, jurisdiction }, never a password or a hash", async () => {
    const { auth } = await adminSession();
    const username = `listed-${uniqueTag()}`;
    await addEditor(auth, username, "listed-secret");
    const res = await api(auth).admin.editor.$get();
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toContain("listed-secret");
    expect(text).not.toContain("pbkdf2");
    const list = await okJson(res);
    expect(Array.isArray(list)).toBe(true);
    const mine = list.find((e) => e.username === username)!;
    expect(Object.keys(mine).sort()).toEqual(["_id", "createdAt", "jurisdiction", "username"]);
    for (const editor of list) expect(Object.keys(editor).sort()).toEqual(["_id", "createdAt", "jurisdiction", "username"]);
  });
});

describe("DELETE /api/admin/editor/remove/:id", () => {
  it("removes the editor and answers its message; a second delete is a 404", async () => {
    const { auth } = await adminSession();
    const editor = await insertEditor();
    const res = await removeEditor(auth, editor.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: staffMessages.editorRemoved });
    expect(await db().query.editors.findFirst({ where: eq(editors.id, editor.id) })).toBeUndefined();

    const again = await removeEditor(auth, editor.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: staffMessages.editorNotFound });
  });
});

describe("POST /api/admin/editor/:id/reset-password", () => {
  it("answers 404 for an unknown editor", async () => {
    const { auth } = await adminSession();
    const res = await resetPassword(auth, "no-such-editor");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: staffMessages.editorNotFound });
  });

  it("answers a new strong password once, stores only its hash and bumps the token version", async () => {
    const { auth } = await adminSession();
    const editor = await insertEditor();
    const res = await resetPassword(auth, editor.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { message, password } = await okJson(res);
    expect(message).toBe(staffMessages.passwordResetDone);
    expect(password.replaceAll("-", "")).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/); // no 0 O 1 l I
    const row = await db().query.editors.findFirst({ where: eq(editors.id, editor.id) });
    expect(row!.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
    expect(row!.tokenVersion).toBe(editor.tokenVersion + 1);

    const second = await okJson(await resetPassword(auth, editor.id));
    expect(second.password).not.toBe(password);
  });
});
