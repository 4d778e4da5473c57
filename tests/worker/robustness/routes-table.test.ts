import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { insertEditor, insertMember, putImage } from "../support/factories";
import { allowedHeaders, expectHonest, sendValid, snapshot, withFakeGoogle } from "./harness";
import { routeName, ROUTES } from "./routes";
import { directory } from "../../../worker/db/placement";

// The route table is what every robustness test walks, so it must be the app's own list: a route added to
// worker/ without a row here fails this test instead of silently escaping the fuzzing and the matrix.

const appRoutes = () =>
  [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path.replace(/\/$/, "") || "/"}`))].sort();

describe("robustness route table", () => {
  withFakeGoogle();

  it("lists exactly the routes the app mounts", () => {
    const table = ROUTES.map(routeName).sort();
    expect(new Set(table).size, "a route listed twice").toBe(table.length);
    expect(table).toEqual(appRoutes());
    console.log(`robustness route table: ${table.length} routes`);
  });

  // Each row's valid request really is valid: otherwise the fuzzing would only ever mutate a refused request,
  // and the matrix's "allowed" cells would prove nothing.
  it.each(ROUTES.map((route) => ({ name: routeName(route), route })))("$name: the valid request succeeds", async ({ route, name }) => {
    const headers = await allowedHeaders(route.who);
    const res = await sendValid(route, await route.valid(headers), { headers });
    const text = await res.clone().text();
    await expectHonest(res, name);
    expect(res.status, text).toBe(route.ok);
  });

  // "Nothing written" rests on this checksum: it must see an insert, a one-digit update and a delete in any
  // table, and a new R2 object.
  it("the state snapshot notices every kind of write", async () => {
    const member = await insertMember();
    const editor = await insertEditor();
    const writes = [
      () => directory(env).prepare("update users set token_version = token_version + 1 where id = ?").bind(member.id).run(),
      () => directory(env).prepare("update editors set password_hash = substr(password_hash, 1, 60) || 'x' || substr(password_hash, 62) where id = ?").bind(editor.id).run(),
      () => directory(env).prepare("delete from editors where id = ?").bind(editor.id).run(),
      () => insertMember(),
      () => putImage(),
    ];
    for (const write of writes) {
      const before = await snapshot();
      await write();
      expect(await snapshot(), String(write)).not.toBe(before);
    }
  });
});
