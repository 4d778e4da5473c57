// The bell's figure and name: in every page's first download, so apart from the notifications' wording.

/** The badge never grows wider than three characters. */
const BADGE_CAP = 99;

/** "3", or "99+" from a hundred on. */
export const badgeText = (unread: number) => (unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread));

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${badgeText(unread)} unread` : "Notifications");
