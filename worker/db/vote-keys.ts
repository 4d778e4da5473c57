import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { motions, users, votes } from "./schema";

// A vote row names its motion and its member by integers and keeps its time in whole seconds (README.md, "Votes
// on disk"); everything outside the database speaks of ids and milliseconds. These are the translations, so no
// query spells them out itself.

/** Vote times count seconds from 2026-01-01T00:00:00Z: 4 bytes on disk until 2094. */
export const VOTE_EPOCH = Date.UTC(2026, 0, 1);

/** A time (ms) as a vote row stores it: whole seconds since VOTE_EPOCH, rounded down. */
export const toVoteTime = (ms: number) => Math.floor((ms - VOTE_EPOCH) / 1000);

/** A time (ms) rounded down to the second a vote row keeps: the time a vote's trending weight is computed from. */
export const voteSecond = (ms: number) => toVoteTime(ms) * 1000 + VOTE_EPOCH;

/** The vote's time in ms, in SQL (an integer: the epoch is written into the statement, not bound as a REAL). */
export const votedAtMs = sql<number>`(${votes.castAt} * 1000 + ${sql.raw(String(VOTE_EPOCH))})`;

/** 'up' or 'down', or null where a LEFT JOIN found no vote. */
export const voteDirection = sql<"up" | "down" | null>`(CASE ${votes.up} WHEN 1 THEN 'up' WHEN 0 THEN 'down' END)`;

/** The number of the member with this id (null for none). */
export const memberNumOf = (userId: string | SQLWrapper) => sql<number>`(SELECT ${users.num} FROM ${users} WHERE ${users.id} = ${userId})`;

/** The number of the motion with this id (null for none). */
export const motionSeqOf = (motionId: string | SQLWrapper) => sql<number>`(SELECT ${motions.seq} FROM ${motions} WHERE ${motions.id} = ${motionId})`;

/** The votes of one member, named by id. */
export const votesOfMember = (userId: string | SQLWrapper) => eq(votes.memberNum, memberNumOf(userId));

/** The vote row of one member on the motion of the surrounding query. */
export const memberVoteOnMotion = (userId: string | SQLWrapper) => and(eq(votes.motionSeq, motions.seq), votesOfMember(userId));

/** A vote row to insert, its motion and member named by id (the seed, tests). */
export const voteRow = (v: { motionId: string; userId: string; direction: "up" | "down"; at?: number }) => ({
  motionSeq: motionSeqOf(v.motionId),
  memberNum: memberNumOf(v.userId),
  up: v.direction === "up",
  castAt: toVoteTime(v.at ?? Date.now()),
});
