import { newCity } from "../support/jurisdiction-factory";
import { beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { commonMessages } from "../../../worker/contract/messages";
import { signedInMember } from "../support/factories";
import { adminOf, editorOf } from "../support/jurisdiction-staff";
import { expectHonest, sendValid } from "./harness";
import { routeName, ROUTES, type Route, type Valid } from "./routes";
import { SCOPED, type City, type ScopedRoute } from "./scoped-routes";

// Staff per jurisdiction (README.md): every staff route of the route table (which routes-table.test.ts keeps
// equal to the app's), and the back office's page reads, × anonymous, a member, an editor of city A, a city
// admin of A and a national admin, against resources of city A and of city B. A's staff reach A's resources
// and get 403 for B's ("outside yours"); national admins reach both; a list shows A's staff A's resource only.

type Caller = "anonymous" | "member" | "editorA" | "adminA" | "national";
const CALLERS: Caller[] = ["anonymous", "member", "editorA", "adminA", "national"];
type Side = "A" | "B" | "none";

/** The staff routes, and the public reads a staff token narrows (GET /api/entity/admin and /admin/:id). */
const STAFF_ROUTES = ROUTES.filter((r) => r.who !== "public" && r.who !== "member" && r.who !== "verified");
const NARROWED = ROUTES.filter((r) => r.path.startsWith("/api/entity/admin"));
const COVERED = [...STAFF_ROUTES, ...NARROWED];

const isUnscoped = (entry: ScopedRoute): entry is Extract<ScopedRoute, { citywide: false }> => "citywide" in entry;
const isNationalOnly = (entry: ScopedRoute): entry is Extract<ScopedRoute, { nationalOnly: true }> => "nationalOnly" in entry;

/** The role refusal of the route's own guard, before any jurisdiction is looked at. */
const roleRefusal = (route: Route, caller: Caller): number | null => {
  if (route.who === "public") return null;
  if (caller === "anonymous") return 401;
  if (caller === "member") return 403;
  if (route.who === "admin" && caller === "editorA") return 403;
  if (route.who === "editor" && caller !== "editorA") return 403;
  return null;
};

/** The status and, for a refusal, the message each cell must answer. */
const expected = (route: Route, entry: ScopedRoute, caller: Caller, side: Side): [number, string?] => {
  const refused = roleRefusal(route, caller);
  if (refused) return [refused, refused === 401 ? authMessages.sessionExpired : commonMessages.forbidden];
  if (isNationalOnly(entry)) return caller === "national" ? [route.ok] : [403, jurisdictionMessages.nationalOnly];
  const cityStaff = caller === "editorA" || caller === "adminA";
  if (side === "B" && cityStaff && !("ids" in entry && entry.ids)) return [403, jurisdictionMessages.outsideYours];
  return [route.ok];
};

const cells = COVERED.flatMap((route) => {
  const entry = SCOPED[routeName(route)];
  if (!entry) return [];
  const sides: Side[] = isUnscoped(entry) ? ["none"] : ["A", "B"];
  return sides.flatMap((side) => CALLERS.map((caller) => ({ name: routeName(route), route, entry, caller, side, expect: expected(route, entry, caller, side) })));
});

let cities: Record<"A" | "B", City>;
let headers: Record<Caller, Record<string, string>>;

beforeAll(async () => {
  cities = { A: await newCity(), B: await newCity() };
  headers = {
    anonymous: {},
    member: (await signedInMember()).auth,
    editorA: (await editorOf(cities.A)).auth,
    adminA: (await adminOf(cities.A)).auth,
    national: (await adminOf(null)).auth,
  };
});

describe("jurisdiction matrix: every staff route × anonymous, member, editor of A, admin of A, national admin × city A and B", () => {
  it("has an entry for every staff route of the app", () => {
    const missing = COVERED.map(routeName).filter((name) => !SCOPED[name]);
    expect(missing, "staff routes without a row in scoped-routes.ts").toEqual([]);
    expect(Object.keys(SCOPED).sort()).toEqual(COVERED.map(routeName).sort());
    console.log(`jurisdiction matrix: ${COVERED.length} routes, ${cells.length} cells`);
  });

  it.each(cells)("$name as $caller on city $side → $expect.0", async ({ name, route, entry, caller, side, expect: [status, message] }) => {
    const made: { valid: Valid; listed?: string } = isUnscoped(entry) ? await entry.valid() : await entry.valid(side === "B" ? cities.B : cities.A);
    const res = await sendValid(route, made.valid, { headers: headers[caller] });
    const text = await res.clone().text();
    expect(res.status, text).toBe(status);
    await expectHonest(res.clone(), name);
    if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
    // A list answers everyone it admits, each with their own reach: A's staff never see B's resource.
    if (status < 300 && made.listed && "ids" in entry && entry.ids) {
      const shown = entry.ids(await res.json()).includes(made.listed);
      const narrowed = (caller === "editorA" || caller === "adminA") && side === "B";
      expect(shown, `${name}: ${side}'s resource in ${caller}'s list`).toBe(!narrowed);
    }
  });
});
