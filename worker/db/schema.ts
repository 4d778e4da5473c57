import { sql } from "drizzle-orm";
import { MODERATION_STATES, REPORT_REASONS } from "../contract/moderation-states";
import { MOTION_STATUSES } from "../contract/statuses";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { createdAt, id } from "./columns";
import { sortIndexes } from "./sort-indexes";

/**
 * The city migration 0022 made for the pages of the single-city Plaza (renamed by the demo seed or an admin):
 * what a page or an editor belongs to when no jurisdiction is named.
 */
export const FIRST_CITY_ID = "00000000-0000-7000-8000-000000000003";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    // Stored trimmed and lower-cased: addresses compare case-insensitively.
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    googleId: text("google_id"),
    // The Google account's picture, kept as Google last gave it.
    pictureUrl: text("picture_url"),
    // A picture the member uploaded (R2 key `members/<uuidv7>.<ext>`, worker/accounts/profile-picture.ts);
    // shown instead of the Google one while set.
    pictureKey: text("picture_key"),
    // Bumped on password reset or change and by "Sign out everywhere", so every older session token stops working.
    tokenVersion: integer("token_version").notNull().default(0),
    verificationSentAt: integer("verification_sent_at", { mode: "timestamp_ms" }),
    // An admin's suspension from posting, voting and reporting (worker/moderation/suspensions.ts): until
    // when (a far future time for a permanent one), and why. Null when not suspended.
    suspendedUntil: integer("suspended_until", { mode: "timestamp_ms" }),
    suspensionReason: text("suspension_reason"),
    // The member's home city (a jurisdiction id; README.md, "A nation of cities"): the home page starts there.
    homeJurisdictionId: text("home_jurisdiction_id"),
    // The member's number, what a vote row names them by (README.md, "Votes on disk"): set once on insert by
    // the trigger of migration 0025 (the next free number), never changed, never shown.
    num: integer("num"),
    // The shards holding this member's own activity (their motions, votes and follows) besides the directory,
    // which /me always reads (README.md, "Databases", a member's activity): names, each once; null for none.
    activityDatabases: text("activity_databases", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    uniqueIndex("users_google_id_idx").on(t.googleId),
    uniqueIndex("users_num_idx").on(t.num),
  ],
);

export const admins = sqliteTable(
  "admins",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    tokenVersion: integer("token_version").notNull().default(0),
    // The jurisdiction a city admin administers, with everything below it; null for a national admin.
    jurisdictionId: text("jurisdiction_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admins_email_idx").on(t.email)],
);

export const editors = sqliteTable(
  "editors",
  {
    id: id(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    tokenVersion: integer("token_version").notNull().default(0),
    // The city the editor belongs to: they see and manage its pages (and those below it) only.
    jurisdictionId: text("jurisdiction_id").notNull().default(FIRST_CITY_ID),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("editors_username_idx").on(sql`${t.username} COLLATE NOCASE`)],
);

export type SocialLink = { name: "twitter" | "instagram" | "facebook" | "tiktok" | "youtube"; link: string };

export const pages = sqliteTable(
  "entities",
  {
    id: id(),
    // Unique within its jurisdiction, not across the nation: every city has its "parks-and-recreation".
    slug: text("slug").notNull(),
    // The jurisdiction the page belongs to (README.md, "A nation of cities"). A page made without naming one
    // belongs to the first city, which migration 0022 made for the pages of the single-city Plaza.
    jurisdictionId: text("jurisdiction_id").notNull().default(FIRST_CITY_ID),
    name: text("name").notNull(),
    description: text("description").notNull(),
    imageKey: text("image_key").notNull(),
    socialLinks: text("social_links", { mode: "json" }).$type<SocialLink[]>().notNull().default(sql`'[]'`),
    additionalLinks: text("additional_links", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    // Home order: lower ranks first, then name case-insensitively; README.md decision 3.
    sortRank: integer("sort_rank").notNull().default(1),
    // Denormalised count of `follows` rows, changed in the same batch as the row.
    followerCount: integer("follower_count").notNull().default(0),
    // Bumped by every edit: an edit names the version it was based on, and a stale one is refused (409).
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("entities_jurisdiction_slug_idx").on(t.jurisdictionId, t.slug),
    // The single-segment addresses of before the nation (/{slug}): the oldest page of that slug.
    index("entities_slug_created_idx").on(t.slug, t.createdAt),
    index("entities_jurisdiction_order_idx").on(t.jurisdictionId, t.sortRank, sql`${t.name} COLLATE NOCASE`, t.id),
    index("entities_home_order_idx").on(t.sortRank, sql`${t.name} COLLATE NOCASE`, t.id),
    index("entities_name_order_idx").on(sql`${t.name} COLLATE NOCASE`, t.id),
  ],
);

export type AiCriteria = {
  relevance: number;
  originality: number;
  feasibility: number;
  impact: number;
  clarity: number;
  scalability: number;
  sustainability: number;
};

export const motions = sqliteTable(
  "motions",
  {
    id: id(),
    pageId: text("entity_id")
      .notNull()
      .references(() => pages.id),
    // Null once the author deleted their account and kept the motion on the record ("Former member",
    // worker/accounts/delete-account.ts); every motion has an author until then.
    authorId: text("author_id").references(() => users.id),
    text: text("text").notNull(),
    aiStatus: text("ai_status", { enum: ["pending", "scored", "failed"] }).notNull().default("pending"),
    aiScore: real("ai_score"),
    aiExplanation: text("ai_explanation"),
    aiCriteria: text("ai_criteria", { mode: "json" }).$type<AiCriteria>(),
    aiModel: text("ai_model"),
    // The earlier motions the explanation quotes, between markers (worker/shared/quoted-motions.ts): their
    // words are shown only while they are public (README.md, "Moderation").
    aiQuotedIds: text("ai_quoted_ids", { mode: "json" }).$type<string[]>(),
    scoredAt: integer("scored_at", { mode: "timestamp_ms" }),
    upCount: integer("up_count").notNull().default(0),
    downCount: integer("down_count").notNull().default(0),
    // The city's answer (worker/motions/updates.ts): the current status, the motion it was merged into, and
    // the latest official update, whose time is the "Recently answered" sort key. Null until the first one.
    status: text("status", { enum: MOTION_STATUSES }).notNull().default("open"),
    mergedIntoId: text("merged_into_id"),
    latestUpdateId: text("latest_update_id"),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    // Derived sort keys: generated so they can never drift from the columns they come from.
    netVotes: integer("net_votes").generatedAlwaysAs(sql`up_count - down_count`, { mode: "virtual" }),
    aiRank: real("ai_rank").generatedAlwaysAs(sql`coalesce(ai_score, -1)`, { mode: "virtual" }),
    answeredRank: integer("answered_rank").generatedAlwaysAs(sql`coalesce(answered_at, -1)`, { mode: "virtual" }),
    // Moderation (worker/moderation/, README.md "Moderation"): the state (only published and review are
    // public), the public reason category while hidden, the reports not yet reviewed, the scorer's flags,
    // and since when the motion waits in the moderation queue (null when it does not).
    moderationState: text("moderation_state", { enum: MODERATION_STATES }).notNull().default("published"),
    hiddenReason: text("hidden_reason", { enum: REPORT_REASONS }),
    openReports: integer("open_reports").notNull().default(0),
    flags: text("flags", { mode: "json" }).$type<{ kind: string; reason: string }[]>(),
    reviewSince: integer("review_since", { mode: "timestamp_ms" }),
    // The log entry of the latest moderation decision: a guarded batch writes its other rows only if the
    // motion names it, i.e. only if that decision landed (worker/moderation/decisions.ts).
    lastDecisionId: text("last_decision_id"),
    // When a moderator last kept or restored the motion: from then on only reports made since count, and
    // reports alone hide it only at the higher threshold (worker/moderation/hide-threshold.ts).
    clearedAt: integer("cleared_at", { mode: "timestamp_ms" }),
    // The region and city of the motion's page, copied by the triggers of migration 0022 so a city's or a
    // region's list reads one index in its sort's order; null where the page sits above that level.
    regionId: text("region_id"),
    cityId: text("city_id"),
    // Trending's hot score, scaled to a fixed epoch (worker/jurisdictions/trend.ts): moved by every vote.
    trendKey: real("trend_key").notNull().default(0),
    // The motion's number in this database, what a vote row names it by (README.md, "Votes on disk"): set
    // once on insert by the trigger of migration 0025 (the next free number), never changed, never shown.
    seq: integer("seq"),
    // Hot motions (README.md, "Hot motions"): the plain vote path counts its votes in tumbling windows of
    // HOT_WINDOW_MS and sets hot_since (ms) when a window reaches HOT_MOTION_VOTES; from then on the motion's
    // votes go through its Durable Object (worker/hot-motions/), which clears hot_since once all is flushed.
    voteWindowStart: integer("vote_window_start").notNull().default(0),
    voteWindowCount: integer("vote_window_count").notNull().default(0),
    hotSince: integer("hot_since"),
    // When anything a motion's card shows last changed (ms, the database's clock: catalogue-schema.ts stampNow):
    // the national catalogue's refresh copies motions in this order from its watermark (README.md, "National
    // catalogues"). The vote batches set it; migration 0030's triggers set it on insert and every other change.
    changedAt: integer("changed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // Each sort's index (trending by recent votes included), everywhere and within a page, a status, a page's
    // status, a city and a region.
    ...sortIndexes(t, "", [], ["ai", "votes", "latest", "answered", "trend"]),
    ...sortIndexes(t, "entity", [t.pageId], ["ai", "votes", "latest", "answered", "trend"]),
    ...sortIndexes(t, "status", [t.status], ["ai", "votes", "latest", "answered", "trend"]),
    ...sortIndexes(t, "entity_status", [t.pageId, t.status], ["ai", "votes", "latest", "answered", "trend"]),
    ...sortIndexes(t, "city", [t.cityId], ["ai", "votes", "latest", "answered", "trend"]),
    ...sortIndexes(t, "region", [t.regionId], ["ai", "votes", "latest", "answered", "trend"]),
    uniqueIndex("motions_seq_idx").on(t.seq),
    index("motions_author_idx").on(t.authorId),
    index("motions_pending_idx").on(t.aiStatus),
    index("motions_merged_into_idx").on(t.mergedIntoId),
    index("motions_changed_idx").on(t.changedAt),
    // The moderation queue, oldest first: only the few motions waiting are in this index.
    index("motions_review_idx").on(t.reviewSince, t.id).where(sql`${t.reviewSince} IS NOT NULL`),
  ],
);

// The landing page's live totals (GET /api/stats) in one row, kept by SQLite triggers on every insert and
// delete of a page or motion and every change of a motion's vote counters (migration
// 0004_site_counter_triggers), in the same transaction as the change: reading them never scans a table,
// and no code path can forget to update them.
export const siteCounters = sqliteTable(
  "site_counters",
  {
    id: integer("id").primaryKey(),
    pages: integer("pages").notNull().default(0),
    motions: integer("motions").notNull().default(0),
    votes: integer("votes").notNull().default(0),
  },
  (t) => [check("site_counters_single_row", sql`${t.id} = 1`)],
);

// One member's vote on one motion, in as few bytes as SQLite allows (README.md, "Votes on disk"): integer keys
// (the motion's seq, the member's num), up as 1 or 0 (stored in no bytes at all) and the time in whole seconds
// since VOTE_EPOCH (worker/db/vote-keys.ts). Migration 0025 made it a WITHOUT ROWID table, which drizzle cannot
// express: a generated migration that rebuilds this table must keep `WITHOUT ROWID`. The foreign keys to the
// unique seq and num keep the cascades: deleting a motion or an account deletes its votes.
export const votes = sqliteTable(
  "votes",
  {
    motionSeq: integer("motion_seq")
      .notNull()
      .references(() => motions.seq, { onDelete: "cascade" }),
    memberNum: integer("member_num")
      .notNull()
      .references(() => users.num, { onDelete: "cascade" }),
    up: integer("up", { mode: "boolean" }).notNull(),
    castAt: integer("cast_at").notNull(),
  },
  // A member's own votes (their account's deletion and export, /me, report weight) by the second index.
  (t) => [primaryKey({ columns: [t.motionSeq, t.memberNum] }), index("votes_member_idx").on(t.memberNum, t.motionSeq)],
);

export const follows = sqliteTable(
  "follows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pageId: text("entity_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // By page then member: the notification fan-out pages through a page's followers by member id.
  (t) => [primaryKey({ columns: [t.userId, t.pageId] }), index("follows_entity_user_idx").on(t.pageId, t.userId)],
);
