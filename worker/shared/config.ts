import type { HideRules } from "../contract/moderation-states";

// Typed readers of the `[vars]` settings in wrangler.toml that more than one layer needs. Each tolerates
// a missing or malformed value by falling back to the documented default (README.md, "Configuration").

/** EDGE_CACHE_SECONDS in whole seconds, at most an hour; anything but a positive number means off (0). */
export const edgeTtl = (env: Pick<Env, "EDGE_CACHE_SECONDS">) => {
  const seconds = Number.parseInt(env.EDGE_CACHE_SECONDS ?? "", 10);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : 0;
};

/** MODERATION_HIDE_AT: distinct counted reports that hide a motion with few votes at once; a whole number of 1 or more, else 3. */
const hideThreshold = (env: Pick<Env, "MODERATION_HIDE_AT">) => {
  const count = Number.parseInt(env.MODERATION_HIDE_AT ?? "", 10);
  return Number.isFinite(count) && count >= 1 ? count : 3;
};

/** MODERATION_REPORTER_MIN_AGE_DAYS: how old an account must be for its reports to count; a whole number of 0 or more, else 7. */
const reporterMinAgeDays = (env: Pick<Env, "MODERATION_REPORTER_MIN_AGE_DAYS">) => {
  const days = Number.parseInt(env.MODERATION_REPORTER_MIN_AGE_DAYS ?? "", 10);
  return Number.isFinite(days) && days >= 0 ? days : 7;
};

/** MODERATION_RESTORED_HIDE_FACTOR: the threshold's multiple once staff kept or restored a motion; 0 (only staff hide it again) or more, else 2. */
const restoredHideFactor = (env: Pick<Env, "MODERATION_RESTORED_HIDE_FACTOR">) => {
  const factor = Number.parseInt(env.MODERATION_RESTORED_HIDE_FACTOR ?? "", 10);
  return Number.isFinite(factor) && factor >= 0 ? factor : 2;
};

/** The numbers of hiding by reports, as the report's batch, the queue and /transparency apply them. */
export const hideRules = (env: Pick<Env, "MODERATION_HIDE_AT" | "MODERATION_REPORTER_MIN_AGE_DAYS" | "MODERATION_RESTORED_HIDE_FACTOR">): HideRules => ({
  hideAt: hideThreshold(env),
  reporterMinAgeDays: reporterMinAgeDays(env),
  restoredFactor: restoredHideFactor(env),
});

/** MODERATION_MODE: "pre" holds every new motion for a moderator's approval; anything else is "post". */
export const moderationMode = (env: Pick<Env, "MODERATION_MODE">): "pre" | "post" => (env.MODERATION_MODE === "pre" ? "pre" : "post");

/** REQUEST_LOG: "errors" writes the per-request log line only for answers of 500 and above; anything else, for every request. */
export const logsEveryRequest = (env: Pick<Env, "REQUEST_LOG">) => env.REQUEST_LOG !== "errors";

/** The plain vote path counts a motion's votes in windows of this length (README.md, "Hot motions"). */
export const HOT_WINDOW_MS = 10_000;

/** HOT_MOTION_VOTES: votes on one motion within one HOT_WINDOW_MS that make it hot; a whole number, 0 for never, else 100. */
export const hotMotionVotes = (env: Pick<Env, "HOT_MOTION_VOTES">) => {
  const votes = Number.parseInt(env.HOT_MOTION_VOTES ?? "", 10);
  return Number.isFinite(votes) && votes >= 0 ? votes : 100;
};

/**
 * HOT_MOTION_FLUSH_MS: how long a hot motion's object holds votes before it writes them to D1 (README.md, "Hot
 * motions"), the lag of the motion's counts in lists; a whole number of ms from 50, else 1,000. Worker tests
 * set it far off, so a flush happens only when a test runs the object's alarm.
 */
export const hotFlushMs = (env: Pick<Env, "HOT_MOTION_FLUSH_MS">) => {
  const ms = Number.parseInt(env.HOT_MOTION_FLUSH_MS ?? "", 10);
  return Number.isFinite(ms) && ms >= 50 ? ms : 1_000;
};
