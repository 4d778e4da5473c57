import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { staffMessages } from "../../../worker/contract/back-office";
import { uniqueTag } from "../factories";
import { freshIp } from "../auth-helpers";
import { adminSession, bearer, pageForm, sendForm, sendJson } from "../staff-helpers";

// An editor's life through the API as the back office lives it: added by an admin, signed in, password
// reset, deleted (spec §5 editor login, §7 Staff; DESIGN §12).

type LoginJson = { message: string; editor: { _id: string; username: string }; token: string };

const login = (username: string, password: string, ip = freshIp()) =>
  sendJson("POST", "/editor/login", { username, password }, { "CF-Connecting-IP": ip });

/** An editor added through the API, as an admin does it. */
const addedEditor = async (password = "garden-7") => {
  const admin = await adminSession();
  const username = `Ana.Q-${uniqueTag()}`;
  const res = await sendJson("POST", "/admin/editor/add", { username, password }, admin.auth);
  expect(res.status).toBe(201);
  const { editor } = (await res.json()) as { editor: { _id: string } };
  return { admin, id: editor._id, username, password };
};

describe("POST /api/editor/login", () => {
  it("signs in case-insensitively and answers Logged In, { _id, username } and a working token", async () => {
    const { id, username, password } = await addedEditor();
    const res = await login(username.toLowerCase(), password);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(password);
    const body = JSON.parse(text) as LoginJson;
    expect(body).toEqual({ message: staffMessages.loggedIn, editor: { _id: id, username }, token: expect.any(String) });

    const check = await sendJson("GET", "/editor/loggedin", undefined, bearer(body.token));
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ editor: { _id: id, username } });
  });

  it("answers a wrong password and an unknown username with the same 401", async () => {
    const { username } = await addedEditor();
    for (const res of [await login(username, "not-it"), await login(`ghost-${uniqueTag()}`, "garden-7")]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: staffMessages.invalidEditorCredentials });
    }
  });

  it.each([
    [{ password: "x" }, staffMessages.usernameRequired],
    [{ username: "  ", password: "x" }, staffMessages.usernameRequired],
    [{ username: "someone" }, staffMessages.passwordRequired],
    [{ username: "someone", password: "" }, staffMessages.passwordRequired],
  ])("refuses %j with 400 and the form's message", async (body, message) => {
    const res = await sendJson("POST", "/editor/login", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it("limits attempts per username and IP: the eleventh in a minute is 429", async () => {
    const { username } = await addedEditor();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(username, "wrong-one", ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});

describe("an editor's session", () => {
  it("ends on a password reset: the old token and password fail, the new password works", async () => {
    const { admin, id, username, password } = await addedEditor();
    const { token } = (await (await login(username, password)).json()) as LoginJson;

    const reset = await sendJson("POST", `/admin/editor/${id}/reset-password`, undefined, admin.auth);
    const { password: fresh } = (await reset.json()) as { password: string };

    const old = await sendJson("GET", "/editor/loggedin", undefined, bearer(token));
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ message: authMessages.sessionExpired });
    expect((await login(username, password)).status).toBe(401);
    expect((await login(username, fresh)).status).toBe(200);
  });

  it("ends when the editor is deleted: its token gets 401 everywhere and it cannot sign in", async () => {
    const { admin, id, username, password } = await addedEditor();
    const { token } = (await (await login(username, password)).json()) as LoginJson;
    expect((await sendForm("POST", "/entity/add", pageForm(), bearer(token))).status).toBe(201);

    expect((await sendJson("DELETE", `/admin/editor/remove/${id}`, undefined, admin.auth)).status).toBe(200);

    expect((await sendJson("GET", "/editor/loggedin", undefined, bearer(token))).status).toBe(401);
    const add = await sendForm("POST", "/entity/add", pageForm(), bearer(token));
    expect(add.status).toBe(401);
    expect(await add.json()).toEqual({ message: authMessages.sessionExpired });
    expect((await login(username, password)).status).toBe(401);
  });
});
