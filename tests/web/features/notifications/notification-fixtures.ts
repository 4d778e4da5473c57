import type { Notification } from "../../../../web/src/features/notifications/api/notification-queries";

let seq = 0;

/** An official update's notification as GET /api/me/notifications sends it; override what a test is about. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  return {
    _id: `notification-${seq}`,
    kind: "update",
    reason: "author",
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    readAt: null,
    motion: {
      _id: `motion-${seq}`,
      idea: "Light the riverside path.\nBetween the two bridges, after dark.",
      status: "accepted",
      aiScore: 72,
      entity: { _id: "entity-1", slug: "transit-authority", name: "transit Authority", jurisdiction: { _id: "city-1", slug: "rivermouth", name: "Rivermouth", kind: "city" } },
    },
    update: {
      _id: `update-${seq}`,
      status: "accepted",
      previousStatus: "open",
      text: "Funded for next spring.\nWork starts in April.",
      by: { name: "Dana", role: "editor" },
    },
    moderation: null,
    ...overrides,
  };
}

/** One page of the list, as the Worker answers it. */
export const notificationPage = (notifications: Notification[], { unread = notifications.filter((n) => !n.readAt).length, nextCursor = null as string | null } = {}) => ({
  body: { notifications, nextCursor, unread },
});
