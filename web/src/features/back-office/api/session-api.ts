import type { adminLoginBody, editorLoginBody } from "@contract/back-office";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { z } from "zod";
import { api, staffApi, unwrap } from "../../../lib/api";
import { clearToken, setToken } from "../../../lib/auth-token";
import type { StaffKind } from "../lib/staff-kind";

// Staff sign-in and the logged-in check. A staff member is reduced to what the top bar shows — a name for
// the circle, a second line for the menu and the jurisdiction they work for (README.md, "Staff per
// jurisdiction": null for a national admin) — so both kinds share one layout.

/** A jurisdiction as staff answers name it: `{ _id, slug, name, kind }`. */
export type StaffJurisdiction = NonNullable<InferResponseType<ReturnType<typeof staffApi>["admin"]["loggedin"]["$get"], 200>["admin"]["jurisdiction"]>;

export type StaffMember = { kind: StaffKind; id: string; name: string; detail: string | null; jurisdiction: StaffJurisdiction | null };

const staffSessionKey = (kind: StaffKind) => ["staff-session", kind] as const;

/** GET /api/{admin,editor}/loggedin. Null when the server answers without a staff member. */
async function checkSession(kind: StaffKind): Promise<StaffMember | null> {
  if (kind === "admin") {
    const { admin } = await unwrap(staffApi("admin").admin.loggedin.$get());
    return admin ? { kind, id: admin._id, name: admin.name, detail: admin.email, jurisdiction: admin.jurisdiction } : null;
  }
  const { editor } = await unwrap(staffApi("editor").editor.loggedin.$get());
  return editor ? { kind, id: editor._id, name: editor.username, detail: null, jurisdiction: editor.jurisdiction } : null;
}

export const staffSessionQuery = (kind: StaffKind) =>
  queryOptions({
    queryKey: staffSessionKey(kind),
    queryFn: () => checkSession(kind),
    // Checked once when the layout loads; staff calls that fail with 401 end it sooner.
    staleTime: Infinity,
    retry: false,
  });

/**
 * Keeps one staff token at a time (an admin sign-in removes the editor token and vice versa, so a shared
 * computer never holds two back-office sessions) and seeds the check, so the layout does not ask again
 * who just signed in.
 */
function startSession(queryClient: QueryClient, member: StaffMember, token: string) {
  const other: StaffKind = member.kind === "admin" ? "editor" : "admin";
  setToken(member.kind, token);
  clearToken(other);
  queryClient.removeQueries({ queryKey: staffSessionKey(other) });
  queryClient.setQueryData(staffSessionKey(member.kind), member);
}

// Sign-in goes through the client without a staff token: nothing stored should ride along on a login.
export async function adminLogin(queryClient: QueryClient, json: z.output<typeof adminLoginBody>) {
  const { message, admin, adminToken } = await unwrap(api.admin.login.$post({ json }));
  startSession(queryClient, { kind: "admin", id: admin._id, name: admin.name, detail: admin.email, jurisdiction: admin.jurisdiction }, adminToken);
  return message;
}

export async function editorLogin(queryClient: QueryClient, json: z.output<typeof editorLoginBody>) {
  const { message, editor, token } = await unwrap(api.editor.login.$post({ json }));
  startSession(queryClient, { kind: "editor", id: editor._id, name: editor.username, detail: null, jurisdiction: editor.jurisdiction }, token);
  return message;
}

/**
 * Sign out, or a session the server no longer accepts: the token goes and so does every staff answer.
 * The layout that is still showing the failed check keeps it (`keepCheck`): removing a query someone is
 * watching would only start it again with no token.
 */
export function endSession(queryClient: QueryClient, kind: StaffKind, { keepCheck = false } = {}) {
  clearToken(kind);
  if (!keepCheck) queryClient.removeQueries({ queryKey: staffSessionKey(kind) });
  queryClient.removeQueries({ queryKey: ["back-office"] });
}
