import { api, unwrap } from "../../../lib/api";
import type { NotificationSettings } from "./notification-queries";

// The writes: marking read, saving e-mail preferences, and the mailed one-click unsubscribe.

/** POST /api/me/notifications/read → { unread }, the figure the bell shows afterwards. */
export const markRead = (which: { ids: string[] } | { all: true }) => unwrap(api.me.notifications.read.$post({ json: which }));

/** PUT /api/me/notification-settings with the switches that changed → { message, settings }. */
export const saveSettings = (changes: Partial<NotificationSettings>) => unwrap(api.me["notification-settings"].$put({ json: changes }));

/** POST /api/notifications/unsubscribe?token=… → { message, category }; 400 for a link that is not valid. */
export const unsubscribe = (token: string) => unwrap(api.notifications.unsubscribe.$post({ query: { token } }));
