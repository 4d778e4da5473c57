import { uniqueTag } from "../support/factories";
import { insertJurisdiction, newCity } from "../support/jurisdiction-factory";
import { none } from "./fixtures";
import type { Route } from "./route-types";

// The nation's routes in the route table (README.md, "A nation of cities"; "City suggestion and home city";
// "Staff per jurisdiction"): the tree and a jurisdiction's home (public), the suggestion (public, per visitor),
// following a city and the member's home city (verified members), and the admins' list, add and rename. Each
// valid request makes its own city, so no run renames or follows another's.

const city = async () => (await newCity()).slug;

export const JURISDICTION_ROUTES: Route[] = [
  { method: "GET", path: "/api/jurisdictions", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/jurisdictions/suggest", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/jurisdictions/:slug", who: "public", ok: 200, valid: async () => ({ params: { slug: await city() } }) },
  { method: "POST", path: "/api/jurisdictions/:slug/follow", who: "verified", ok: 200, writes: true, valid: async () => ({ params: { slug: await city() } }) },
  { method: "DELETE", path: "/api/jurisdictions/:slug/follow", who: "verified", ok: 200, writes: true, valid: async () => ({ params: { slug: await city() } }) },
  { method: "PUT", path: "/api/me/home-city", who: "verified", body: "json", ok: 200, writes: true, valid: async () => ({ json: { jurisdiction: await city() } }) },
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
    valid: async () => ({ params: { slug: (await insertJurisdiction("district", await newCity())).slug }, json: { name: `Renamed ${uniqueTag()}`, slug: `renamed-${uniqueTag()}` } }),
  },
];
