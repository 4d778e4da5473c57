import { env, runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { motions } from "../../../worker/db/schema";
import { api } from "./client";
import { db } from "./factories";

// Hot motions in tests (README.md, "Hot motions"). Worker tests run with HOT_MOTION_VOTES "0" (no motion turns
// hot by itself); a test turns the path on for its own requests (`hotApi`), or makes a motion hot at once.

/** The API with HOT_MOTION_VOTES at `threshold` for these requests. */
export const hotApi = (auth: Record<string, string>, threshold: number) => api(auth, { ...env, HOT_MOTION_VOTES: String(threshold) });

/** Makes a motion hot, as the plain path does at the threshold; `since` in the past lets its object leave as soon as all is flushed. */
export const forceHot = (motionId: string, since = Date.now() - 60_000) => db().update(motions).set({ hotSince: since }).where(eq(motions.id, motionId));

export const hotSince = async (motionId: string) => (await db().select({ at: motions.hotSince }).from(motions).where(eq(motions.id, motionId)))[0]!.at;

export const objectOf = (motionId: string) => env.HOT_MOTIONS.get(env.HOT_MOTIONS.idFromName(motionId));

const settle = () => new Promise((r) => setTimeout(r, 20));

/** Runs the object's alarm until `done` holds (the runtime may run it first: then we wait for it). */
export const alarmsUntil = async (motionId: string, done: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    if (!(await runDurableObjectAlarm(objectOf(motionId)))) await settle();
  }
  throw new Error(`the object of ${motionId} never got there`);
};

/** Flushes everything the motion's object holds to D1. */
export const flushNow = (motionId: string) => alarmsUntil(motionId, async () => (await objectOf(motionId).pending()) === 0);

/** Flushes, then lets the object hand the motion back to the plain path (a motion forced hot in the past). */
export const leaveNow = (motionId: string) => alarmsUntil(motionId, async () => (await hotSince(motionId)) === null);
