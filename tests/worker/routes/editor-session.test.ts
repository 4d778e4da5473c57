import { firstCityRow } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { authMessages, signInWaitMessage } from "../../../worker/contract/auth";
import { staffMessages } from "../../../worker/contract/back-office";
import { api, bearer, errorJson, freshIp, okJson, sendJson } from "../support/client";
import { uniqueTag } from "../support/factories";
import { adminSession, pageForm, postPage } from "../support/staff";
import { summaryOf } from "../support/jurisdiction-staff";

// An editor's life through the API as the back office lives it: added by an admin, signed in, password
// reset, deleted; a reset or a removal ends every session the editor had.

const login = (username: string, password: string, ip = freshIp()) =>
  api({ "CF-Connecting-IP": ip }).editor.login.$post({ json: { username, password } });
const loggedIn = (token: string) => api(bearer(token)).editor.loggedin.$get();

/** An editor added through the API, as an admin does it. */
const addedEditor = async (password = "garden-7") => {
  const admin = await adminSession();
  const username = `Ana.Q-${uniqueTag()}`;
  const res = await api(admin.auth).admin.editor.add.$post({ json: { username, password } });
  const { editor } = await okJson(res, 201);
  return { admin, id: editor._id, username, password };
};

describe("POST /api/editor/login", () => {
  it("signs in case-insensitively and answers Logged In, { _id, username, jurisdiction } and a working token", async () => {
    const { id, username, password } = await addedEditor();
    // A national admin's editor belongs to the first city unless the form names another.
    const jurisdiction = summaryOf(await firstCityRow());
    const res = await login(username.toLowerCase(), password);
    expect(res.status).toBe(200);
    expect(await res.clone().text()).not.toContain(password);
    const body = await okJson(res);
    expect(body).toEqual({ message: staffMessages.loggedIn, editor: { _id: id, username, jurisdiction }, token: expect.any(String) });

    const check = await loggedIn(body.token);
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ editor: { _id: id, username, jurisdiction } });
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
    // Raw: a missing field is a body the typed client cannot send.
    const res = await sendJson("POST", "/editor/login", body);
    expect((await errorJson(res, 400)).message).toBe(message);
  });

  it("slows guessing on one editor after 5 failures in a row, from any address: 429 with the wait", async () => {
    const { username, password } = await addedEditor();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(username, "wrong-one")).status);
    expect(statuses).toEqual(Array(5).fill(401));
    const limited = await login(username.toUpperCase(), password); // usernames compare case-insensitively
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("1");
    // No password reset for staff: the message does not offer one.
    expect((await errorJson(limited, 429)).message).toBe(signInWaitMessage(1, false));
  });
});

describe("an editor's session", () => {
  it("ends on a password reset: the old token and password fail, the new password works", async () => {
    const { admin, id, username, password } = await addedEditor();
    const { token } = await okJson(await login(username, password));

    const reset = await api(admin.auth).admin.editor[":id"]["reset-password"].$post({ param: { id } });
    const { password: fresh } = await okJson(reset);

    const old = await loggedIn(token);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ message: authMessages.sessionExpired });
    expect((await login(username, password)).status).toBe(401);
    expect((await login(username, fresh)).status).toBe(200);
  });

  it("ends when the editor is deleted: its token gets 401 everywhere and it cannot sign in", async () => {
    const { admin, id, username, password } = await addedEditor();
    const { token } = await okJson(await login(username, password));
    expect((await postPage(bearer(token), pageForm())).status).toBe(201);

    expect((await api(admin.auth).admin.editor.remove[":id"].$delete({ param: { id } })).status).toBe(200);

    expect((await loggedIn(token)).status).toBe(401);
    const add = await postPage(bearer(token), pageForm());
    expect(add.status).toBe(401);
    expect(await add.json()).toEqual({ message: authMessages.sessionExpired });
    expect((await login(username, password)).status).toBe(401);
  });
});
