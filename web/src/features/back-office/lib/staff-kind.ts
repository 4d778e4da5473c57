// Admins and editors share the page screens: the same components serve both, and the prefix of every
// link comes from who is signed in. These paths are the route table's, typed for the router.

export type StaffKind = "admin" | "editor";

export const staffPaths = {
  admin: {
    login: "/admin",
    pages: "/admin/pages",
    addPage: "/admin/pages/add",
    page: "/admin/pages/$id",
    editPage: "/admin/pages/edit/$id",
    motions: "/admin/motions",
    moderation: "/admin/moderation",
  },
  editor: {
    login: "/editor",
    pages: "/editor/pages",
    addPage: "/editor/pages/add",
    page: "/editor/pages/$id",
    editPage: "/editor/pages/edit/$id",
    motions: "/editor/motions",
    moderation: "/editor/moderation",
  },
} as const;

/**
 * The admin-only screens: only admins manage editors and the jurisdictions below them, read the contact
 * messages and the moderation log.
 */
export const adminPaths = {
  editors: "/admin/editors",
  addEditor: "/admin/editors/add",
  messages: "/admin/messages",
  moderationLog: "/admin/moderation/log",
  jurisdictions: "/admin/jurisdictions",
} as const;

export const staffLabel: Record<StaffKind, string> = { admin: "Admin", editor: "Editor" };
