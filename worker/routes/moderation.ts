import { Hono } from "hono";
import { requireAdmin, requireStaff } from "../accounts/staff-guard";
import { staffSignature } from "../accounts/staff-json";
import { assertInReach, isNationalStaff, staffReach } from "../accounts/staff-scope";
import { jurisdictionMessages } from "../contract/jurisdictions";
import { PAGE_SIZE } from "../contract/limits";
import { idParam } from "../contract/lists";
import { moderationActionBody, moderationListQuery, suspensionBody } from "../contract/moderation";
import { refreshCardsOf } from "../accounts/member-cards";
import { getDb, type RequestScope } from "../db/client";
import { databasesOf, placeMotion } from "../http/placed-db";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { validate } from "../http/validate";
import { refreshHotMotion } from "../hot-motions/vote";
import { decide } from "../moderation/decisions";
import { moderationLogAcross, queueSizeAcross, reviewQueueAcross } from "../moderation/across";
import { setSuspension } from "../moderation/suspensions";
import type { AppEnv, Staff } from "../shared/app-env";
import { hideRules } from "../shared/config";
import { httpError } from "../shared/errors";
import { writeThrough } from "../catalogue/write-through";

// The moderators' side, mounted at /api/moderation (README.md, "Moderation"): the review queue and decisions
// for admins and editors; suspensions and the log for admins. Never cached: it names members and reports.
// Each staff member works the motions of their reach (README.md, "Staff per jurisdiction"); a suspension
// bars a member everywhere, so only a national admin suspends.

// A staff member's lists gather from the databases their reach is spread over: their city's, or every one for
// a national admin (README.md, "Databases", what gathers).
const staffDbs = (c: RequestScope, staff: Staff) => databasesOf(c, staff.jurisdiction?.id ?? null);

export const moderationRoutes = new Hono<AppEnv>()
  .get("/queue", requireStaff, validate("query", moderationListQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const options = { limit: limit ?? PAGE_SIZE, cursor, reach: staffReach(c.var.staff) };
    return c.json(await reviewQueueAcross(await staffDbs(c, c.var.staff), hideRules(c.env), options), 200, NO_STORE_HEADERS);
  })
  .get("/queue/summary", requireStaff, async (c) =>
    c.json({ waiting: await queueSizeAcross(await staffDbs(c, c.var.staff), staffReach(c.var.staff)) }, 200, NO_STORE_HEADERS),
  )
  .post("/motions/:id", requireStaff, validate("param", idParam), validate("json", moderationActionBody), async (c) => {
    const placed = await placeMotion(c, c.req.valid("param").id, "write");
    const { db, jurisdictionId } = placed;
    await assertInReach(getDb(c), c.var.staff, { jurisdictionId });
    const input = { ...c.req.valid("json"), motionId: c.req.valid("param").id, by: staffSignature(c.var.staff) };
    const result = await decide(db, c.env, input);
    // Hidden, restored or approved: national lists follow at once (README.md, "National catalogues"), and a
    // hot motion's object reads it again before its next vote ("Hot motions").
    await writeThrough(c, [input.motionId]);
    await refreshHotMotion(c.env, db, input.motionId);
    return c.json(result, 200, NO_STORE_HEADERS);
  })
  .post("/members/:id/suspension", requireAdmin, validate("param", idParam), validate("json", suspensionBody), async (c) => {
    if (!isNationalStaff(c.var.staff)) throw httpError(403, jurisdictionMessages.nationalOnly);
    const input = { ...c.req.valid("json"), memberId: c.req.valid("param").id, by: staffSignature(c.var.staff) };
    const answer = await setSuspension(getDb(c), input);
    // The member's cards on other databases show the suspension too (the review queue reads it there).
    await refreshCardsOf(c, input.memberId);
    return c.json(answer, 200, NO_STORE_HEADERS);
  })
  .get("/log", requireAdmin, validate("query", moderationListQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    return c.json(await moderationLogAcross(await staffDbs(c, c.var.staff), { limit: limit ?? PAGE_SIZE, cursor, reach: staffReach(c.var.staff) }), 200, NO_STORE_HEADERS);
  });
