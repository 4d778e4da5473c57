import { z } from "zod";
import { memberListQuery } from "./lists";
import type { NotificationReason } from "./statuses";

// Notifications (README.md, "Notifications"): the member's list, marking read, the e-mail preferences and
// the one-click unsubscribe. The Worker validates with these schemas and the web screens use the same ones.

export const notificationMessages = {
  ids: "Name between 1 and 100 notifications to mark read, or send { all: true }.",
  markRead: "Send { ids: [...] } or { all: true }.",
  settings: "Send at least one of emailMyMotions, emailVoted, emailFollowed, each true or false.",
  settingsSaved: "Notification settings saved.",
  badToken: "This unsubscribe link is not valid. Change your e-mail preferences in your notification settings instead.",
  unsubscribed: (reason: NotificationReason) => `You will no longer get e-mails about ${EMAIL_CATEGORIES[reason].about}.`,
} as const;

/** The three e-mail categories, one per reason a member hears about an update; in-app is always on. */
export const EMAIL_CATEGORIES: Record<NotificationReason, { setting: SettingKey; label: string; about: string }> = {
  author: { setting: "emailMyMotions", label: "My motions", about: "your motions" },
  voter: { setting: "emailVoted", label: "Motions I voted on", about: "motions you voted on" },
  follower: { setting: "emailFollowed", label: "Pages I follow", about: "pages you follow" },
};

export const SETTING_KEYS = ["emailMyMotions", "emailVoted", "emailFollowed"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** GET /api/me/notifications: newest first, by cursor. */
export const notificationListQuery = memberListQuery;

/** POST /api/me/notifications/read: some notifications, or all of them. */
export const markReadBody = z.union(
  [
    z.strictObject(
      { ids: z.array(z.string().min(1).max(64), { error: notificationMessages.ids }).min(1, notificationMessages.ids).max(100, notificationMessages.ids) },
      { error: notificationMessages.markRead },
    ),
    z.strictObject({ all: z.literal(true, { error: notificationMessages.markRead }) }, { error: notificationMessages.markRead }),
  ],
  { error: notificationMessages.markRead },
);

/** PUT /api/me/notification-settings: any of the three switches; the others stay as they are. */
export const notificationSettingsBody = z
  .strictObject(
    {
      emailMyMotions: z.boolean({ error: notificationMessages.settings }).optional(),
      emailVoted: z.boolean({ error: notificationMessages.settings }).optional(),
      emailFollowed: z.boolean({ error: notificationMessages.settings }).optional(),
    },
    { error: notificationMessages.settings },
  )
  .refine((body) => SETTING_KEYS.some((key) => body[key] !== undefined), { message: notificationMessages.settings });

/** POST /api/notifications/unsubscribe?token=…: the token of an unsubscribe link (RFC 8058 one-click). */
export const unsubscribeQuery = z.object({ token: z.string({ error: notificationMessages.badToken }).min(1, notificationMessages.badToken).max(2000, notificationMessages.badToken) });

