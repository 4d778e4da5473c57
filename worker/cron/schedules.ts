// The cron expressions of wrangler.toml [triggers], which the `scheduled` export tells apart
// (cron/sweep.ts), and which `npm start` fires on a timer locally (cli/start.ts).

/** Every minute: the national catalogue's refresh (README.md, "National catalogues"). */
export const EVERY_MINUTE = "* * * * *";
/** Every 5 minutes: stuck motions and unfinished notification fan-outs. */
export const FREQUENT = "*/5 * * * *";
/** Hourly: orphaned page images. */
export const HOURLY = "17 * * * *";

/** How often `npm start` fires each one, matching the expressions above. */
export const LOCAL_PERIOD_MS = { [EVERY_MINUTE]: 60_000, [FREQUENT]: 5 * 60_000, [HOURLY]: 60 * 60_000 } as const;
