import { Hono } from "hono";
import { notificationMessages, unsubscribeQuery } from "../contract/notifications";
import { getDb } from "../db/client";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { validate } from "../http/validate";
import { unsubscribe } from "../notifications/settings";
import type { AppEnv } from "../shared/app-env";

// The target of a notification mail's one-click unsubscribe (RFC 8058), mounted at /api/notifications.
// Mail providers POST here with `List-Unsubscribe=One-Click` as a form body; the /notifications/unsubscribe
// screen POSTs here too. Either way only the signed token in the query counts, so the body is not read, and
// GET changes nothing (link scanners follow GETs).

export const notificationRoutes = new Hono<AppEnv>().post("/unsubscribe", validate("query", unsubscribeQuery), async (c) => {
  const category = await unsubscribe(getDb(c), c.env, c.req.valid("query").token);
  return c.json({ message: notificationMessages.unsubscribed(category), category }, 200, NO_STORE_HEADERS);
});
