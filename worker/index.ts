import { app } from "./app";
import { handleQueue } from "./queue/dispatch";

export default {
  fetch: app.fetch,
  // The scoring consumer and its dead-letter consumer (wrangler.toml [[queues.consumers]]).
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
