import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../../worker/index";
import { EVERY_MINUTE } from "../../../worker/cron/schedules";

// National lists read the directory's catalogue, which a minute's cron brings up to the votes and to rows a
// test wrote straight to D1 (README.md, "National catalogues"). A test that lists nationally after such writes
// runs that cron first, through the Worker's own `scheduled` export, as the platform would a minute later.

/** Runs the minute's catalogue refresh once, to the end. */
export const refreshCatalogue = async (bindings: Env = env) => {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: EVERY_MINUTE, scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
};
