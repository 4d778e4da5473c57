import { Hono } from "hono";
import { createFactory } from "hono/factory";
import { optionalMember, requireActiveMember, requireVerifiedMember } from "../accounts/member-guard";
import { requireStaff } from "../accounts/staff-guard";
import { staffSignature } from "../accounts/staff-json";
import { assertInReach, isOutsideReach, outsideYours } from "../accounts/staff-scope";
import { PAGE_SIZE } from "../contract/limits";
import { pageMotionListQuery, idParam, motionListQuery, similarQuery } from "../contract/lists";
import { commonMessages } from "../contract/messages";
import { inboxQuery, motionUpdateBody, updateMessages } from "../contract/motion-updates";
import { addMotionBody, motionMessages, voteBody } from "../contract/motions";
import { appealBody, moderationMessages, reportBody } from "../contract/moderation";
import { getDb, type RequestScope } from "../db/client";
import { indexMotion } from "../db/record-placement";
import { DIRECTORY } from "../db/placement";
import { databasesOf, findMotionPlace, placeMotion, placePage } from "../http/placed-db";
import { inboxAcross } from "../motions/list-across";
import { bringMemberTo } from "../accounts/member-cards";
import { appealMotion } from "../moderation/appeals";
import { authorModeration } from "../moderation/author-view";
import { reportEnv, reportMotion } from "../moderation/reports";
import { enqueueUpdateFanOut } from "../jobs/notifications";
import { idempotent } from "../http/idempotency";
import { anonymousSearchLimit, perMemberLimit } from "../http/rate-limit";
import { NO_STORE } from "../http/cache-control";
import { validate } from "../http/validate";
import { namedJurisdiction } from "../jurisdictions/scope";
import { countAwaitingInScope } from "../motions/awaiting";
import { countAwaiting, findMotion, listMotions } from "../motions/list";
import { motionScope } from "../motions/list-keys";
import { betterPage, similarMotions } from "../motions/similar";
import { motionTimeline } from "../motions/timeline";
import { postUpdate } from "../motions/updates";
import { submitMotion } from "../motions/submit";
import { castVote, refreshHotMotion } from "../hot-motions/vote";
import { writeThrough } from "../catalogue/write-through";
import { listNational } from "../catalogue/list";
import type { VoteDirection } from "../motions/votes";
import { findPageById } from "../pages/home-order";
import type { AppEnv, Staff } from "../shared/app-env";
import { originOf } from "../shared/origin";
import { httpError } from "../shared/errors";

// Motions, mounted at /api/idea (the API keeps the original client's wire names).

const submitLimit = perMemberLimit((env) => env.SUBMIT_LIMITER, motionMessages.tooManySubmissions);
const voteLimit = perMemberLimit((env) => env.VOTE_LIMITER, motionMessages.tooManyVotes);
const reportLimit = perMemberLimit((env) => env.REPORT_LIMITER, moderationMessages.tooManyReports);

// Upvote and downvote are one handler: the direction is the only difference. Submit, vote and downvote
// accept an Idempotency-Key (http/idempotency.ts), so a retried request never acts twice.
const voteHandlers = (direction: VoteDirection) =>
  createFactory<AppEnv>().createHandlers(requireActiveMember, idempotent, voteLimit, validate("json", voteBody), async (c) => {
    const motionId = c.req.valid("json").ideaId;
    const placed = async () => {
      const where = await placeMotion(c, motionId, "write");
      await bringMemberTo(c, c.var.member, where);
      return where.db;
    };
    return c.json(await castVote(c.env, placed, { motionId, userId: c.var.member.id, direction, origin: originOf(c.req.url) }));
  });

// The back office's motions are on the database of the page asked for, else gathered from those the staff
// member's jurisdiction is spread over (every database for a national admin; README.md, "Databases").
const inboxDbs = async (c: RequestScope, pageId: string | undefined, staff: Staff) =>
  pageId ? [(await placePage(c, pageId)).db] : await databasesOf(c, staff.jurisdiction?.id ?? null);

export const motionRoutes = new Hono<AppEnv>()
  // Lists and the single motion are public; a signed-in caller also sees its own vote on each motion.
  .get("/", optionalMember, anonymousSearchLimit, validate("query", motionListQuery), async (c) => {
    const { sort, status, page, limit, cursor, q, jurisdiction } = c.req.valid("query");
    const db = getDb(c);
    const named = await namedJurisdiction(db, jurisdiction);
    const scope = motionScope(named);
    const options = { sort, q, statuses: status, page, cursor, limit: limit ?? PAGE_SIZE, origin: originOf(c.req.url), viewerId: c.var.member?.id };
    // The nation's list reads the directory's catalogue alone (README.md, "National catalogues"); a jurisdiction's
    // reads its own motions, on its database.
    if (!scope || !named) return c.json(await listNational(db, c.env, options));
    // A region spread over several databases reads its part of the catalogue, never every one of them.
    const dbs = await databasesOf(c, named.id);
    if (dbs.length > 1) return c.json(await listNational(db, c.env, { ...options, within: named.path }));
    return c.json(await listMotions(dbs[0]!, { ...options, scope }));
  })
  .get("/entityidea", optionalMember, anonymousSearchLimit, validate("query", pageMotionListQuery), async (c) => {
    const { entity, sort, status, page, limit, cursor, q } = c.req.valid("query");
    const { db } = await placePage(c, entity);
    if (!(await findPageById(db, entity))) throw httpError(404, commonMessages.pageNotFound);
    const viewerId = c.var.member?.id;
    const options = { sort, q, statuses: status, page, cursor, limit: limit ?? PAGE_SIZE, pageId: entity, origin: originOf(c.req.url), viewerId };
    return c.json(await listMotions(db, options));
  })
  .post("/add", requireActiveMember, idempotent, submitLimit, validate("json", addMotionBody), async (c) => {
    const { entityId, userIdea } = c.req.valid("json");
    const placed = await placePage(c, entityId, "write");
    await bringMemberTo(c, c.var.member, placed);
    // A motion on a shard is indexed on the directory first (README.md, "Databases", routing by placement).
    const index = placed.database === DIRECTORY ? undefined : (id: string) => indexMotion(getDb(c).$client, id, entityId);
    // The text as typed, before normalising: what it hid in tag characters is a sign in itself (README.md, "How scoring works").
    const { userIdea: typed } = (await c.req.json()) as { userIdea: string };
    const submission = { pageId: entityId, text: userIdea, typed, authorId: c.var.member.id, origin: originOf(c.req.url), index };
    const motion = await submitMotion(placed.db, c.env, c.executionCtx, submission);
    if (!motion) throw httpError(404, commonMessages.pageNotFound);
    // National lists read the catalogue (README.md, "National catalogues"): the new motion is in it at once.
    await writeThrough(c, [motion._id]);
    // 202: stored now, scored on the queue; the dialog polls GET /api/idea/:id until aiStatus leaves "pending".
    return c.json({ message: motionMessages.queued, motion }, 202);
  })
  .post("/vote", ...voteHandlers("up"))
  .post("/downvote", ...voteHandlers("down"))
  // The back office's motions: every page of the staff member's jurisdiction or one (403 for another's),
  // filtered by status and by "awaiting a first response" (README.md, "Staff per jurisdiction").
  .get("/inbox", requireStaff, validate("query", inboxQuery), async (c) => {
    const { entity, status, awaiting, sort, page, limit, cursor } = c.req.valid("query");
    if (entity) await assertInReach(getDb(c), c.var.staff, { pageId: entity });
    const scope = motionScope(c.var.staff.jurisdiction ?? undefined);
    const dbs = await inboxDbs(c, entity, c.var.staff);
    if (entity && !(await findPageById(dbs[0]!, entity))) throw httpError(404, commonMessages.pageNotFound);
    const filters = { pageId: entity, scope, statuses: status, awaiting: awaiting === undefined ? undefined : awaiting === "true" };
    return c.json(await inboxAcross(dbs, { ...filters, sort, page, cursor, limit: limit ?? PAGE_SIZE, origin: originOf(c.req.url) }));
  })
  // A national count reads as before; a city's through the inbox's own scope.
  .get("/inbox/summary", requireStaff, async (c) => {
    const scope = motionScope(c.var.staff.jurisdiction ?? undefined);
    const dbs = await inboxDbs(c, undefined, c.var.staff);
    const counts = await Promise.all(dbs.map((db) => (scope ? countAwaitingInScope(db, scope) : countAwaiting(db))));
    return c.json({ awaitingFirstResponse: counts.reduce((a, b) => a + b, 0) });
  })
  .post("/:id/updates", requireStaff, validate("param", idParam), validate("json", motionUpdateBody), async (c) => {
    const body = c.req.valid("json");
    const placed = await placeMotion(c, c.req.valid("param").id, "write");
    const { db, jurisdictionId } = placed;
    // Staff answer the motions of their reach, and merge them only into motions of their reach (a motion kept
    // in another database is none the answered one's database has: postUpdate's not-found answer).
    await assertInReach(getDb(c), c.var.staff, { jurisdictionId });
    const into = body.mergedInto ? await findMotionPlace(c, body.mergedInto) : null;
    if (into && (await isOutsideReach(getDb(c), c.var.staff, { jurisdictionId: into.jurisdictionId }))) throw outsideYours();
    const input = { ...body, motionId: c.req.valid("param").id, by: staffSignature(c.var.staff), origin: originOf(c.req.url) };
    const result = await postUpdate(db, input);
    // The answer (and a merge's two motions) shows in national lists at once.
    await writeThrough(c, [input.motionId, body.mergedInto]);
    // Who hears about it is worked out on the notifications queue, never in the staff member's request.
    await enqueueUpdateFanOut(c.env, result.update._id, input.motionId);
    const message = result.update.status === result.update.previousStatus ? updateMessages.posted : updateMessages.statusChanged;
    return c.json({ message, ...result }, 201);
  })
  // Reports and appeals (README.md, "Moderation").
  .post("/:id/report", requireActiveMember, reportLimit, validate("param", idParam), validate("json", reportBody), async (c) => {
    const input = { ...c.req.valid("json"), motionId: c.req.valid("param").id, userId: c.var.member.id };
    const placed = await placeMotion(c, input.motionId, "write");
    await bringMemberTo(c, c.var.member, placed);
    const result = await reportMotion(placed.db, reportEnv(c.env), input);
    // Reports may hide the motion: then it leaves national lists at once, and a hot motion's object stops
    // taking its votes.
    await writeThrough(c, [input.motionId]);
    await refreshHotMotion(c.env, placed.db, input.motionId);
    return c.json(result, 201);
  })
  .post("/:id/appeal", requireVerifiedMember, validate("param", idParam), validate("json", appealBody), async (c) => {
    const author = { id: c.var.member.id, name: c.var.member.name };
    const { db } = await placeMotion(c, c.req.valid("param").id, "write");
    return c.json(await appealMotion(db, { motionId: c.req.valid("param").id, author, text: c.req.valid("json").text }), 201);
  })
  // While a member writes a motion: similar ones on the same page, and a page that fits it much better.
  .get("/similar", optionalMember, anonymousSearchLimit, validate("query", similarQuery), async (c) => {
    const { entity, text } = c.req.valid("query");
    const { db } = await placePage(c, entity);
    const input = { pageId: entity, text, origin: originOf(c.req.url), viewerId: c.var.member?.id };
    // Every page is on the directory (its search index too): the better page is looked for there.
    const [motions, suggestedPage] = await Promise.all([similarMotions(db, input), betterPage(getDb(c), entity, text)]);
    return c.json({ motions, suggestedPage }, 200, { "Cache-Control": NO_STORE });
  })
  .get("/:id", optionalMember, validate("param", idParam), async (c) => {
    const { db } = await placeMotion(c, c.req.valid("param").id);
    const viewerId = c.var.member?.id;
    const motion = await findMotion(db, c.req.valid("param").id, originOf(c.req.url), viewerId);
    if (!motion) throw httpError(404, commonMessages.motionNotFound);
    // The submit dialog polls a pending motion until it is scored, and a hidden one's author sees its
    // moderation: never keep either in a shared cache.
    const moderation = viewerId ? await authorModeration(db, motion._id, viewerId) : null;
    if (moderation) c.header("Cache-Control", NO_STORE);
    else if (motion.aiStatus === "pending") c.header("Cache-Control", "no-store");
    return c.json({ motion: { ...motion, ...(await motionTimeline(db, motion, viewerId)), moderation } });
  });
