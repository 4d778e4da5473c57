import { insertJurisdiction, newCity } from "../support/jurisdiction-staff";
import { uniqueTag } from "../support/factories";
import type { Route } from "./route-types";
import { none } from "./fixtures";

// The jurisdiction tree in the route table (README.md, "Staff per jurisdiction"): its public reads, and the
// admins' list, add and rename. Each valid request makes its own city, so no run renames another's.

export const JURISDICTION_ROUTES: Route[] = [
  { method: "GET", path: "/api/jurisdictions", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/jurisdictions/:slug", who: "public", ok: 200, valid: async () => ({ params: { slug: (await newCity()).slug } }) },
  { method: "GET", path: "/api/admin/jurisdictions", who: "admin", ok: 200, valid: none },
  {
    method: "POST",
    path: "/api/admin/jurisdictions",
    who: "admin",
    body: "json",
    ok: 201,
    writes: true,
    valid: async () => ({ json: { name: `District ${uniqueTag()}`, kind: "district", parent: (await newCity()).slug } }),
  },
  {
    method: "PATCH",
    path: "/api/admin/jurisdictions/:slug",
    who: "admin",
    body: "json",
    ok: 200,
    writes: true,
    valid: async () => ({ params: { slug: (await insertJurisdiction(await newCity(), "district")).slug }, json: { name: `Renamed ${uniqueTag()}`, slug: `renamed-${uniqueTag()}` } }),
  },
];
