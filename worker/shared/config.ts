// Typed readers of the `[vars]` settings in wrangler.toml that more than one layer needs. Each tolerates
// a missing or malformed value by falling back to the documented default (README.md, "Configuration").

/** EDGE_CACHE_SECONDS in whole seconds, at most an hour; anything but a positive number means off (0). */
export const edgeTtl = (env: Pick<Env, "EDGE_CACHE_SECONDS">) => {
  const seconds = Number.parseInt(env.EDGE_CACHE_SECONDS ?? "", 10);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : 0;
};
