import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { optionalMember, requireVerifiedMember } from "../auth/member";
import { entityMotionListQuery, idParam, motionListQuery, PAGE_SIZE } from "../contract/lists";
import { commonMessages } from "../contract/messages";
import { addMotionBody, motionMessages, voteBody } from "../contract/motions";
import { entities } from "../db/schema";
import { getDb } from "../lib/db";
import type { AppEnv, Member } from "../lib/env";
import { httpError } from "../lib/errors";
import { findMotion, listMotions } from "../lib/motion-list";
import { rateLimit } from "../lib/rate-limit";
import { submitMotion } from "../lib/submit";
import { validate } from "../lib/validate";
import { applyVote } from "../lib/votes";

type MemberEnv = { Bindings: Env; Variables: { member: Member } };

// Per-member limits (DESIGN §7), counted after sign-in so one member cannot spend another's allowance.
const perMember = (binding: (env: Env) => RateLimit, message: string) =>
  createMiddleware<MemberEnv>(async (c, next) => {
    await rateLimit(binding(c.env), c.var.member.id, message);
    await next();
  });
const submitLimit = perMember((env) => env.SUBMIT_LIMITER, motionMessages.tooManySubmissions);
const voteLimit = perMember((env) => env.VOTE_LIMITER, motionMessages.tooManyVotes);

export const ideaRoutes = new Hono<AppEnv>()
  // Lists and the single motion are public; a signed-in caller also sees its own vote on each motion.
  .get("/", optionalMember, validate("query", motionListQuery), async (c) => {
    const { sort, page, limit, cursor } = c.req.valid("query");
    const origin = new URL(c.req.url).origin;
    const viewerId = c.var.member?.id;
    return c.json(await listMotions(getDb(c), { sort, page, cursor, limit: limit ?? PAGE_SIZE, origin, viewerId }));
  })
  .get("/entityidea", optionalMember, validate("query", entityMotionListQuery), async (c) => {
    const { entity, sort, page, limit, cursor } = c.req.valid("query");
    const db = getDb(c);
    const exists = await db.query.entities.findFirst({ columns: { id: true }, where: eq(entities.id, entity) });
    if (!exists) throw httpError(404, commonMessages.entityNotFound);
    const origin = new URL(c.req.url).origin;
    const viewerId = c.var.member?.id;
    return c.json(await listMotions(db, { sort, page, cursor, limit: limit ?? PAGE_SIZE, entityId: entity, origin, viewerId }));
  })
  .post("/add", requireVerifiedMember, submitLimit, validate("json", addMotionBody), async (c) => {
    const { entityId, userIdea } = c.req.valid("json");
    const motion = await submitMotion(getDb(c), c.env, c.executionCtx, {
      entityId,
      text: userIdea,
      authorId: c.var.member.id,
      origin: new URL(c.req.url).origin,
    });
    if (!motion) throw httpError(404, commonMessages.entityNotFound);
    // 202: stored now, scored on the queue; the dialog polls GET /api/idea/:id until aiStatus leaves "pending".
    return c.json({ message: motionMessages.queued, motion }, 202);
  })
  .post("/vote", requireVerifiedMember, voteLimit, validate("json", voteBody), async (c) => {
    const answer = await applyVote(getDb(c), {
      motionId: c.req.valid("json").ideaId,
      userId: c.var.member.id,
      direction: "up",
      origin: new URL(c.req.url).origin,
    });
    if (!answer) throw httpError(404, commonMessages.motionNotFound);
    return c.json(answer);
  })
  .post("/downvote", requireVerifiedMember, voteLimit, validate("json", voteBody), async (c) => {
    const answer = await applyVote(getDb(c), {
      motionId: c.req.valid("json").ideaId,
      userId: c.var.member.id,
      direction: "down",
      origin: new URL(c.req.url).origin,
    });
    if (!answer) throw httpError(404, commonMessages.motionNotFound);
    return c.json(answer);
  })
  .get("/:id", optionalMember, validate("param", idParam), async (c) => {
    const motion = await findMotion(getDb(c), c.req.valid("param").id, new URL(c.req.url).origin, c.var.member?.id);
    if (!motion) throw httpError(404, commonMessages.motionNotFound);
    // The submit dialog polls a pending motion until it is scored: never keep that state in a cache.
    if (motion.aiStatus === "pending") c.header("Cache-Control", "no-store");
    return c.json({ motion });
  });
