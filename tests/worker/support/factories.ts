import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { drizzleOver } from "../../../worker/db/client";
import * as schema from "../../../worker/db/schema";
import { TREND_HALF_LIFE_DAYS } from "../../../worker/contract/jurisdictions";
import { TREND_EPOCH, voteWeight } from "../../../worker/jurisdictions/trend";
import { motionSeqOf, VOTE_EPOCH, voteRow, voteSecond } from "../../../worker/db/vote-keys";
import { bearer } from "./client";
import { directory } from "../../../worker/db/placement";

// Data builders for Worker tests. Everything is written straight to the local D1 / R2 bindings, and every
// builder makes its own unique ids and slugs, so tests never depend on each other's rows.

export const db = () => drizzleOver(directory(env));

type PageInsert = typeof schema.pages.$inferInsert;
type MotionInsert = typeof schema.motions.$inferInsert;
type UserInsert = typeof schema.users.$inferInsert;

/** A short random tag, unique enough to keep slugs, names and e-mail addresses of one test apart. */
export const uniqueTag = () => crypto.randomUUID().replaceAll("-", "").slice(0, 12);

/** `count` fresh UUIDv7 ids, sorted ascending, so a test knows which one "id desc" puts first. */
export const ascendingIds = (count: number) => Array.from({ length: count }, () => uuidv7()).sort();

export const insertPage = async (overrides: Partial<PageInsert> = {}) => {
  const id = overrides.id ?? uuidv7();
  const tag = uniqueTag();
  const [row] = await db()
    .insert(schema.pages)
    .values({
      id,
      slug: `page-${tag}`,
      name: `Page ${tag}`,
      description: `A motion page made by a test (${tag}).`,
      imageKey: `entities/${id}.png`,
      socialLinks: [],
      additionalLinks: [],
      sortRank: 1,
      ...overrides,
    })
    .returning();
  return row!;
};

/** A member (row of `users`). */
export const insertMember = async (overrides: Partial<UserInsert> = {}) => {
  const tag = uniqueTag();
  const [row] = await db()
    .insert(schema.users)
    .values({ id: uuidv7(), name: `Member ${tag}`, email: `member-${tag}@example.test`, isVerified: true, ...overrides })
    .returning();
  return row!;
};

// Staff rows for authorization tests. The hash matches no password: these accounts are signed in by minting
// a token (signStaffToken), not through a login route.
const UNUSABLE_HASH = "pbkdf2-sha256$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/** An admin (row of `admins`). */
export const insertAdmin = async (overrides: Partial<typeof schema.admins.$inferInsert> = {}) => {
  const tag = uniqueTag();
  const [row] = await db()
    .insert(schema.admins)
    .values({ id: uuidv7(), name: `Admin ${tag}`, email: `admin-${tag}@example.test`, passwordHash: UNUSABLE_HASH, ...overrides })
    .returning();
  return row!;
};

/** An editor (row of `editors`). */
export const insertEditor = async (overrides: Partial<typeof schema.editors.$inferInsert> = {}) => {
  const [row] = await db()
    .insert(schema.editors)
    .values({ id: uuidv7(), username: `editor-${uniqueTag()}`, passwordHash: UNUSABLE_HASH, ...overrides })
    .returning();
  return row!;
};

export type MotionSpec = Omit<Partial<MotionInsert>, "pageId"> & {
  /** Shorthand: a number makes the motion "scored" with that score; null (the default) leaves it "pending". */
  score?: number | null;
  up?: number;
  down?: number;
};

const motionValues = (pageId: string, spec: MotionSpec): MotionInsert => {
  const { score = null, up = 0, down = 0, ...rest } = spec;
  return {
    id: uuidv7(),
    pageId,
    text: `A motion written by a test (${uniqueTag()}).`,
    aiStatus: score === null ? "pending" : "scored",
    aiScore: score,
    upCount: up,
    downCount: down,
    ...rest,
  };
};

/**
 * A member (verified unless told otherwise) and a bearer token for it, signed as login would sign it. Much
 * faster than registering through the API, so a test can make hundreds of voters.
 */
export const signedInMember = async (overrides: Partial<UserInsert> = {}) => {
  const member = await insertMember(overrides);
  const token = await signMemberToken(env, member);
  return { member, token, auth: bearer(token) };
};

/** The stored vote rows of a motion by direction: the truth the denormalised counters must match. */
export const voteRows = async (motionId: string) => {
  const rows = await db().select().from(schema.votes).where(eq(schema.votes.motionSeq, motionSeqOf(motionId)));
  return { up: rows.filter((r) => r.up).length, down: rows.filter((r) => !r.up).length };
};

/** One motion with chosen score, vote counts and createdAt (counts are set directly; see `castVote`). */
export const insertMotion = async (pageId: string, spec: MotionSpec = {}) => {
  const [row] = await db().insert(schema.motions).values(motionValues(pageId, spec)).returning();
  return row!;
};

/**
 * Many motions, inserted in exactly the given order (so insertion order can differ from the id order), a few
 * rows a statement: D1 binds at most 100 parameters, and a row takes a dozen or more.
 */
export const insertMotions = async (pageId: string, specs: MotionSpec[]) => {
  const rows: (typeof schema.motions.$inferSelect)[] = [];
  for (let i = 0; i < specs.length; i += 6) {
    rows.push(...(await db().insert(schema.motions).values(specs.slice(i, i + 6).map((s) => motionValues(pageId, s))).returning()));
  }
  return rows;
};

/** The first city as migration 0022 made it: what a page made without naming a jurisdiction belongs to. */
export const FIRST_CITY = { _id: schema.FIRST_CITY_ID, slug: "city", name: "City", kind: "city" } as const;

/**
 * A member's vote, cast now or at `at`, with the motion's denormalised counter and Trending's key moved in the
 * same batch, as the vote route does.
 */
export const castVote = async (motionId: string, userId: string, direction: "up" | "down", at = new Date()) => {
  const d = db();
  const counter =
    direction === "up"
      ? { upCount: sql`${schema.motions.upCount} + 1` }
      : { downCount: sql`${schema.motions.downCount} + 1` };
  // Weighed at the second the row keeps, as the vote route does (README.md, "Votes on disk").
  const trend = (direction === "up" ? 1 : -1) * voteWeight(voteSecond(at.getTime()));
  await d.batch([
    d.insert(schema.votes).values(voteRow({ motionId, userId, direction, at: at.getTime() })),
    d.update(schema.motions).set({ ...counter, trendKey: sql`${schema.motions.trendKey} + ${trend}` }).where(eq(schema.motions.id, motionId)),
  ]);
};

/** A motion's stored trend_key, and the same recomputed from its vote rows with migration 0022's formula (0025's times). */
export const trendKeys = async (motionId: string) => {
  const row = await directory(env).prepare(
    `SELECT trend_key AS stored, coalesce((SELECT sum(CASE up WHEN 1 THEN 1.0 ELSE -1.0 END * pow(2.0, (cast_at * 1000 + ? - ?) / ?))
       FROM votes WHERE motion_seq = motions.seq), 0) AS recounted FROM motions WHERE id = ?`,
  )
    .bind(VOTE_EPOCH, TREND_EPOCH, TREND_HALF_LIFE_DAYS * 86_400_000, motionId)
    .first<{ stored: number; recounted: number }>();
  return row!;
};

// A real 1×1 PNG (signature, IHDR, IDAT, IEND).
export const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

/** An object in the IMAGES bucket under a fresh key (or the one given). */
export const putImage = async (options: { key?: string; bytes?: Uint8Array; contentType?: string | null } = {}) => {
  const key = options.key ?? `entities/${uuidv7()}.png`;
  const bytes = options.bytes ?? PNG_BYTES;
  const contentType = options.contentType === undefined ? "image/png" : options.contentType;
  const object = await env.IMAGES.put(key, bytes, contentType ? { httpMetadata: { contentType } } : undefined);
  return { key, bytes, etag: object!.httpEtag };
};
