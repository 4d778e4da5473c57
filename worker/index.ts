import { app } from "./app";
import { handleScheduled } from "./cron/sweep";
import { handleQueue } from "./queue/dispatch";

export default {
  fetch: app.fetch,
  // The scoring consumer and its dead-letter consumer (wrangler.toml [[queues.consumers]]).
  queue: handleQueue,
  // The sweeps of wrangler.toml [triggers]: work a lost queue message left half-done (cron/sweep.ts).
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
