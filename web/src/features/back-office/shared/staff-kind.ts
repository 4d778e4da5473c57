// Admins and editors share the page screens (spec §2): the same components serve both, and the prefix
// of every link comes from who is signed in. These paths are the route table's, typed for the router.

export type StaffKind = "admin" | "editor";

export const staffPaths = {
  admin: {
    login: "/admin",
    pages: "/admin/pages",
    addPage: "/admin/pages/add",
    page: "/admin/pages/$id",
    editPage: "/admin/pages/edit/$id",
  },
  editor: {
    login: "/editor",
    pages: "/editor/pages",
    addPage: "/editor/pages/add",
    page: "/editor/pages/$id",
    editPage: "/editor/pages/edit/$id",
  },
} as const;

/** The admin-only screens (spec §6: only admins manage editors; issue 6: only admins read messages). */
export const adminPaths = {
  editors: "/admin/editors",
  addEditor: "/admin/editors/add",
  messages: "/admin/messages",
} as const;

export const staffLabel: Record<StaffKind, string> = { admin: "Admin", editor: "Editor" };

/** The first letter of a name, one character even outside the BMP (the top bar's circle, spec §2). */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? "?").toLocaleUpperCase();
