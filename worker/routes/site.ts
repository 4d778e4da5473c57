import { Hono } from "hono";
import { isGoogleConfigured } from "../accounts/google";
import { jurisdictionFilter } from "../contract/jurisdiction-schemas";
import { jurisdictionMessages } from "../contract/jurisdictions";
import { getDb } from "../db/client";
import { validate } from "../http/validate";
import { toJurisdictionSummary } from "../jurisdictions/serialize";
import { findJurisdiction } from "../jurisdictions/tree";
import { transparencyReport } from "../moderation/transparency";
import { readSiteStats } from "../site/stats";
import type { AppEnv } from "../shared/app-env";
import { hideRules } from "../shared/config";
import { httpError } from "../shared/errors";

// Public facts the SPA shows but should not bake in at build time: the contact address, the sister site and
// whether Google sign-in is available (deployment configuration: wrangler.toml [vars] and secrets), and the
// landing page's live figures, and the public moderation figures.

// Configuration changes only with a deploy; a few minutes of caching spares every page view a request.
const CONFIG_CACHE = "public, max-age=300";
// The Live System card may lag by a minute; a burst of visitors then costs one query a minute per cache.
const STATS_CACHE = "public, max-age=60";

export const siteRoutes = new Hono<AppEnv>()
  .get("/site", (c) => {
    c.header("Cache-Control", CONFIG_CACHE);
    return c.json({
      contactEmail: c.env.CONTACT_EMAIL,
      sisterSite: { url: c.env.SISTER_SITE_URL, name: c.env.SISTER_SITE_NAME },
      // The sign-in forms offer "Sign in with Google" only when this is true.
      googleSignIn: isGoogleConfigured(c.env),
    });
  })
  .get("/stats", async (c) => {
    c.header("Cache-Control", STATS_CACHE);
    return c.json(await readSiteStats(getDb(c)));
  })
  // The public moderation figures of /transparency, computed from the moderation log, and the rules' numbers:
  // the nation's, or those of one jurisdiction's motions (`?jurisdiction=<slug>`, its subtree).
  // .optional(): the typed client may leave `query` out, as the national page does.
  .get("/transparency", validate("query", jurisdictionFilter.optional()), async (c) => {
    const db = getDb(c);
    const slug = c.req.valid("query")?.jurisdiction;
    const found = slug === undefined ? null : await findJurisdiction(db, slug);
    if (slug !== undefined && !found) throw httpError(404, jurisdictionMessages.notFound);
    const report = await transparencyReport(db, hideRules(c.env), { path: found?.row.path });
    c.header("Cache-Control", STATS_CACHE);
    return c.json({ ...report, jurisdiction: found ? toJurisdictionSummary(found.row) : null });
  });
