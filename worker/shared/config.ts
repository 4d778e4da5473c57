// Typed readers of the `[vars]` settings in wrangler.toml that more than one layer needs. Each tolerates
// a missing or malformed value by falling back to the documented default (README.md, "Configuration").

/** EDGE_CACHE_SECONDS in whole seconds, at most an hour; anything but a positive number means off (0). */
export const edgeTtl = (env: Pick<Env, "EDGE_CACHE_SECONDS">) => {
  const seconds = Number.parseInt(env.EDGE_CACHE_SECONDS ?? "", 10);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : 0;
};

/** MODERATION_HIDE_AT: distinct reports that hide a motion at once; a whole number of 1 or more, else 3. */
export const hideThreshold = (env: Pick<Env, "MODERATION_HIDE_AT">) => {
  const count = Number.parseInt(env.MODERATION_HIDE_AT ?? "", 10);
  return Number.isFinite(count) && count >= 1 ? count : 3;
};

/** MODERATION_MODE: "pre" holds every new motion for a moderator's approval; anything else is "post". */
export const moderationMode = (env: Pick<Env, "MODERATION_MODE">): "pre" | "post" => (env.MODERATION_MODE === "pre" ? "pre" : "post");

/** REQUEST_LOG: "errors" writes the per-request log line only for answers of 500 and above; anything else, for every request. */
export const logsEveryRequest = (env: Pick<Env, "REQUEST_LOG">) => env.REQUEST_LOG !== "errors";
