import { Hono } from "hono";
import { activityDatabasesOf } from "../accounts/activity-databases";
import { requireMember } from "../accounts/member-guard";
import { PAGE_SIZE } from "../contract/limits";
import { markReadBody, notificationListQuery, notificationMessages, notificationSettingsBody } from "../contract/notifications";
import { getDb, getDbNamed, type Db, type RequestScope } from "../db/client";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { validate } from "../http/validate";
import { listNotifications, markRead, unreadCount } from "../notifications/inbox";
import { getSettings, saveSettings } from "../notifications/settings";
import type { AppEnv, Member } from "../shared/app-env";

// A member's notifications and e-mail preferences, mounted at /api/me beside their activity. Private to
// the member, so never cached. Notifications are on their motions' databases: the inbox reads the directory
// and the shards the member's row names (accounts/activity-databases.ts); the settings are the directory's.

const inboxDbs = (c: RequestScope & { var: { member: Member } }): Db[] => activityDatabasesOf(c.var.member).map((name) => getDbNamed(c, name));

export const meNotificationRoutes = new Hono<AppEnv>()
  .get("/notifications", requireMember, validate("query", notificationListQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    return c.json(await listNotifications(inboxDbs(c), { userId: c.var.member.id, limit: limit ?? PAGE_SIZE, cursor }), 200, NO_STORE_HEADERS);
  })
  // The bell's figure alone, for polling: one indexed count.
  .get("/notifications/unread", requireMember, async (c) => c.json({ unread: await unreadCount(inboxDbs(c), c.var.member.id) }, 200, NO_STORE_HEADERS))
  .post("/notifications/read", requireMember, validate("json", markReadBody), async (c) =>
    c.json({ unread: await markRead(inboxDbs(c), c.var.member.id, c.req.valid("json")) }, 200, NO_STORE_HEADERS),
  )
  .get("/notification-settings", requireMember, async (c) => c.json({ settings: await getSettings(getDb(c), c.var.member.id) }, 200, NO_STORE_HEADERS))
  .put("/notification-settings", requireMember, validate("json", notificationSettingsBody), async (c) => {
    const settings = await saveSettings(getDb(c), c.var.member.id, c.req.valid("json"));
    return c.json({ message: notificationMessages.settingsSaved, settings }, 200, NO_STORE_HEADERS);
  });
