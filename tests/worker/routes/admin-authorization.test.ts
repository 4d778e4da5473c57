import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signStaffToken } from "../../../worker/auth/staff";
import { authMessages } from "../../../worker/contract/auth";
import { commonMessages } from "../../../worker/contract/messages";
import { insertAdmin, insertEditor, insertEntity, signedInMember, uniqueTag } from "../factories";
import { bearer, expiredToken, forgedToken, pageForm, sendForm, sendJson } from "../staff-helpers";

// The authorization matrix of issue 5: every staff route × every kind of caller, each answered as the
// roles of spec §6 say (401 = sign in again, 403 = signed in but not allowed, 2xx = done).

type Kind = "admin" | "editor" | "staff"; // who the route admits
type Caller = "anonymous" | "member" | "editor" | "admin" | "expired" | "forged";
type Request = (headers: Record<string, string>) => Promise<Response>;

/** Each route builds what it acts on afresh, so every cell that is allowed really succeeds. */
const routes: { name: string; kind: Kind; ok: number; request: () => Promise<Request> }[] = [
  { name: "GET /admin/loggedin", kind: "admin", ok: 200, request: async () => (h) => sendJson("GET", "/admin/loggedin", undefined, h) },
  { name: "GET /admin/editor", kind: "admin", ok: 200, request: async () => (h) => sendJson("GET", "/admin/editor", undefined, h) },
  {
    name: "POST /admin/editor/add",
    kind: "admin",
    ok: 201,
    request: async () => (h) => sendJson("POST", "/admin/editor/add", { username: `ed-${uniqueTag()}`, password: "secret1" }, h),
  },
  {
    name: "DELETE /admin/editor/remove/:id",
    kind: "admin",
    ok: 200,
    request: async () => {
      const { id } = await insertEditor();
      return (h) => sendJson("DELETE", `/admin/editor/remove/${id}`, undefined, h);
    },
  },
  {
    name: "POST /admin/editor/:id/reset-password",
    kind: "admin",
    ok: 200,
    request: async () => {
      const { id } = await insertEditor();
      return (h) => sendJson("POST", `/admin/editor/${id}/reset-password`, undefined, h);
    },
  },
  { name: "GET /editor/loggedin", kind: "editor", ok: 200, request: async () => (h) => sendJson("GET", "/editor/loggedin", undefined, h) },
  { name: "POST /entity/add", kind: "staff", ok: 201, request: async () => (h) => sendForm("POST", "/entity/add", pageForm(), h) },
  {
    name: "PUT /entity/edit/:id",
    kind: "staff",
    ok: 200,
    request: async () => {
      const { id } = await insertEntity();
      return (h) => sendForm("PUT", `/entity/edit/${id}`, pageForm({}, null), h);
    },
  },
];

const callers: Caller[] = ["anonymous", "member", "editor", "admin", "expired", "forged"];

/** The role a route's own tokens are for: expired and forged tokens are of that role, to be fair. */
const ownRole = (kind: Kind) => (kind === "editor" ? "editor" : "admin");

const expected = (kind: Kind, caller: Caller, ok: number) => {
  if (caller === "anonymous" || caller === "expired" || caller === "forged") return 401;
  if (caller === "member") return 403;
  return kind === "staff" || kind === caller ? ok : 403;
};

const headersFor = async (caller: Caller, kind: Kind): Promise<Record<string, string>> => {
  switch (caller) {
    case "anonymous":
      return {};
    case "member":
      return (await signedInMember()).auth;
    case "admin": {
      const admin = await insertAdmin();
      return bearer(await signStaffToken(env, "admin", admin.id, admin.tokenVersion));
    }
    case "editor": {
      const editor = await insertEditor();
      return bearer(await signStaffToken(env, "editor", editor.id, editor.tokenVersion));
    }
    case "expired":
    case "forged": {
      const account = ownRole(kind) === "admin" ? await insertAdmin() : await insertEditor();
      const make = caller === "expired" ? expiredToken : forgedToken;
      return bearer(await make(ownRole(kind), account.id));
    }
  }
};

const cells = routes.flatMap((route) =>
  callers.map((caller) => ({ ...route, caller, status: expected(route.kind, caller, route.ok) })),
);

describe("staff authorization matrix", () => {
  it("covers every staff route for every kind of caller", () => {
    console.log(`authorization matrix: ${routes.length} routes × ${callers.length} callers = ${cells.length} cells`);
    expect(cells).toHaveLength(48);
    expect(new Set(cells.map((c) => c.status))).toEqual(new Set([200, 201, 401, 403]));
  });

  it.each(cells)("$name as $caller → $status", async ({ kind, caller, status, request }) => {
    const send = await request();
    const res = await send(await headersFor(caller, kind));
    expect(res.status).toBe(status);
    const body = (await res.json()) as { message?: string };
    if (status === 401) expect(body).toEqual({ message: authMessages.sessionExpired });
    if (status === 403) expect(body).toEqual({ message: commonMessages.forbidden });
  });
});
