import { app } from "./app";
import { handleScheduled } from "./cron/sweep";
import { handleQueue } from "./queue/dispatch";

// The Durable Object of a hot motion (wrangler.toml HOT_MOTIONS, README.md "Hot motions").
export { HotMotion } from "./hot-motions/object";

export default {
  fetch: app.fetch,
  // The scoring consumer and its dead-letter consumer (wrangler.toml [[queues.consumers]]).
  queue: handleQueue,
  // The sweeps of wrangler.toml [triggers]: work a lost queue message left half-done (cron/sweep.ts).
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
