import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { commonMessages } from "../../../worker/contract/messages";
import { type Caller, expectHonest, headersFor, sendValid } from "./harness";
import { PROTECTED, routeName, type Route, type Who } from "./routes";

// The full authorization matrix, since roles are enforced on the server for every call: every protected
// route of the route table × every kind of caller, each sending the route's valid request.
// 401 = no valid sign-in of the kind the route takes, 403 = signed in but not allowed, else the route's own
// success status. Member routes know no staff sessions: a staff token there is no member sign-in (401).

const CALLERS: Caller[] = ["anonymous", "unverified", "member", "suspended", "editor", "admin", "expired", "forged"];

/** What a suspended member may not do (posting, voting, reporting): 403 there, like a member elsewhere. */
const SUSPENDED_REFUSED = new Set(["POST /api/idea/add", "POST /api/idea/vote", "POST /api/idea/downvote", "POST /api/idea/:id/report"]);

const ALLOWED: Record<Exclude<Who, "public">, Caller[]> = {
  member: ["unverified", "member"],
  verified: ["member"],
  admin: ["admin"],
  editor: ["editor"],
  staff: ["editor", "admin"],
};

const isMemberRoute = (who: Who) => who === "member" || who === "verified";

const expected = (route: Route, caller: Caller): number => {
  const who = route.who as Exclude<Who, "public">;
  if (caller === "suspended") return SUSPENDED_REFUSED.has(routeName(route)) ? 403 : expected(route, "member");
  if (ALLOWED[who].includes(caller)) return route.ok;
  if (caller === "anonymous" || caller === "expired" || caller === "forged") return 401;
  if (isMemberRoute(who)) return caller === "unverified" ? 403 : 401; // staff tokens are not member sign-ins
  return 403; // a member (verified or not) or the other staff role on a staff route
};

/** The exact envelope of each refusal, so a 401/403 from some other place than the guard is caught too. */
const refusal = (route: Route, status: number, caller: Caller): string | RegExp => {
  if (caller === "suspended" && SUSPENDED_REFUSED.has(routeName(route))) return /^Your account is suspended from posting and voting until /;
  if (isMemberRoute(route.who)) return status === 401 ? authMessages.signInRequired : authMessages.verifyFirst;
  return status === 401 ? authMessages.sessionExpired : commonMessages.forbidden;
};

const cells = PROTECTED.flatMap((route) =>
  CALLERS.map((caller) => ({ name: routeName(route), route, caller, status: expected(route, caller) })),
);

describe("authorization matrix: every protected route × every kind of caller", () => {
  it("covers every protected route for all eight callers", () => {
    console.log(`authorization matrix: ${PROTECTED.length} protected routes × ${CALLERS.length} callers = ${cells.length} cells`);
    expect(PROTECTED.length).toBe(52);
    expect(cells).toHaveLength(52 * 8);
    expect(new Set(cells.map((c) => c.status))).toEqual(new Set([200, 201, 202, 401, 403]));
    // Every route admits somebody and refuses anonymous callers.
    for (const route of PROTECTED) {
      const row = cells.filter((c) => c.route === route);
      expect(row.some((c) => c.status < 300), routeName(route)).toBe(true);
      expect(row.find((c) => c.caller === "anonymous")!.status, routeName(route)).toBe(401);
    }
  });

  it.each(cells)("$name as $caller → $status", async ({ name, route, caller, status }) => {
    const headers = await headersFor(caller, route.who);
    const res = await sendValid(route, await route.valid(headers), { headers });
    const text = await res.clone().text();
    expect(res.status, text).toBe(status);
    await expectHonest(res.clone(), name);
    if (status === 401 || status === 403) {
      const expectedMessage = refusal(route, status, caller);
      const { message } = (await res.json()) as { message: string };
      if (typeof expectedMessage === "string") expect(message).toBe(expectedMessage);
      else expect(message).toMatch(expectedMessage);
      if (status === 401) expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
    }
  });
});
