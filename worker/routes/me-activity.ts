import { Hono } from "hono";
import { createFactory } from "hono/factory";
import { requireMember } from "../accounts/member-guard";
import { PAGE_SIZE } from "../contract/limits";
import { memberListQuery } from "../contract/lists";
import { getDbNamed, type RequestScope } from "../db/client";
import { activityDatabasesOf } from "../accounts/activity-databases";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { validate } from "../http/validate";
import { followedPages, memberMotions, type ActivityKind } from "../motions/member-activity";
import type { AppEnv, Member } from "../shared/app-env";
import { originOf } from "../shared/origin";

// A member's own activity, mounted at /api/me beside the notification routes: the motions they wrote, the
// motions they voted on (each with its status and latest response) and the pages they follow. Private to
// the member, so never cached.

/** The databases holding the member's activity, as this request's sessions of them. */
const activityDbs = (c: RequestScope & { var: { member: Member } }) =>
  activityDatabasesOf(c.var.member).map((name) => getDbNamed(c, name));

// The written and the voted list are one handler: the kind is the only difference.
const motionListHandlers = (kind: ActivityKind) =>
  createFactory<AppEnv>().createHandlers(requireMember, validate("query", memberListQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const options = { kind, userId: c.var.member.id, origin: originOf(c.req.url), limit: limit ?? PAGE_SIZE, cursor };
    return c.json(await memberMotions(activityDbs(c), options), 200, NO_STORE_HEADERS);
  });

export const meActivityRoutes = new Hono<AppEnv>()
  .get("/motions", ...motionListHandlers("mine"))
  .get("/votes", ...motionListHandlers("voted"))
  .get("/follows", requireMember, async (c) =>
    c.json({ pages: await followedPages(activityDbs(c), c.var.member.id, originOf(c.req.url)) }, 200, NO_STORE_HEADERS),
  );
