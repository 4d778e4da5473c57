import { Hono } from "hono";
import { jurisdictionParam } from "../contract/jurisdiction-schemas";
import { getDb } from "../db/client";
import { validate } from "../http/validate";
import { jurisdictionHome } from "../jurisdictions/home";
import { toJurisdiction } from "../jurisdictions/serialize";
import { listJurisdictions } from "../jurisdictions/tree";
import type { AppEnv } from "../shared/app-env";

// The nation's jurisdiction tree, mounted at /api/jurisdictions (README.md, "A nation of cities").

// The tree changes when an admin adds or renames a jurisdiction; the totals move with every vote.
const TREE_CACHE = "public, max-age=300";
const HOME_CACHE = "public, max-age=60";

export const jurisdictionRoutes = new Hono<AppEnv>()
  // Every jurisdiction, the nation first, then by level and name: a city picker's whole list.
  .get("/", async (c) => {
    c.header("Cache-Control", TREE_CACHE);
    return c.json({ jurisdictions: (await listJurisdictions(getDb(c))).map(toJurisdiction) });
  })
  // One jurisdiction (by its slug or a former one) with its totals, its lineage, what is below it and, for a
  // region or the nation, its most answered cities.
  .get("/:slug", validate("param", jurisdictionParam), async (c) => {
    c.header("Cache-Control", HOME_CACHE);
    return c.json(await jurisdictionHome(getDb(c), c.req.valid("param").slug));
  });
