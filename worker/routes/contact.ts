import { Hono } from "hono";
import { requireAdmin } from "../accounts/staff-guard";
import { staffReach } from "../accounts/staff-scope";
import { listContactMessages, setHandled } from "../contact/inbox";
import { receiveContactMessage } from "../contact/messages";
import { CONTACT_LIST_SIZE, contactBody, contactListQuery, contactMessages, handledBody } from "../contract/contact";
import { idParam } from "../contract/lists";
import { getDb } from "../db/client";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { clientIp } from "../http/client-address";
import { rateLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { findJurisdiction } from "../jurisdictions/tree";
import type { AppEnv } from "../shared/app-env";
import { httpError } from "../shared/errors";

// The contact form, and the admin's inbox of what arrived. Visitor addresses and messages are never kept
// by a shared cache or the browser's back/forward store. A message written to a city reaches that city's
// admins (and the national ones); the rest only national admins (README.md, "Staff per jurisdiction").

export const contactRoutes = new Hono<AppEnv>()
  // Stored first, then the team is told; the answer is the toast's text.
  .post("/", validate("json", contactBody), async (c) => {
    await rateLimit(c.env.CONTACT_LIMITER, `contact:${clientIp(c)}`, contactMessages.tooMany);
    const { jurisdiction: slug, ...input } = c.req.valid("json");
    const db = getDb(c);
    // The city is a routing hint (the web form sends the visitor's chosen city): one that names nothing any
    // more sends the message to the national team rather than refusing it, so no message is lost to a stale cookie.
    const found = slug === undefined ? null : await findJurisdiction(db, slug);
    await receiveContactMessage(db, c.env, input, found?.row.id ?? null);
    return c.json({ message: contactMessages.sent }, 200);
  })
  .get("/messages", requireAdmin, validate("query", contactListQuery), async (c) => {
    const { page, limit = CONTACT_LIST_SIZE, cursor, status } = c.req.valid("query");
    const query = { status, limit, page, cursor, reach: staffReach(c.var.staff) };
    return c.json(await listContactMessages(getDb(c), query), 200, NO_STORE_HEADERS);
  })
  .patch("/messages/:id/handled", requireAdmin, validate("param", idParam), validate("json", handledBody), async (c) => {
    const { handled } = c.req.valid("json");
    const contactMessage = await setHandled(getDb(c), c.req.valid("param").id, handled, staffReach(c.var.staff));
    if (!contactMessage) throw httpError(404, contactMessages.notFound);
    const message = handled ? contactMessages.markedHandled : contactMessages.markedOpen;
    return c.json({ message, contactMessage }, 200, NO_STORE_HEADERS);
  });
