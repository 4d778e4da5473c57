import { api, staffApi, unwrap } from "../../../lib/api";
import type { StaffKind } from "../lib/staff-kind";

// Trusting a browser for a staff account (README.md, "Sign-in throttling"): while failed sign-ins make the
// account wait, a trusted browser does not. The sign-in screen asks for an admin's link (no staff token:
// nobody is signed in); the link's page spends it from the browser to trust, which keeps the HttpOnly
// device cookie; an admin makes an editor's link.

/** Mails an admin the link; the same answer for any address. */
export const requestTrustLink = (email: string) => unwrap(api.admin["trust-link"].$post({ json: { email } }));

export const trustThisBrowser = (kind: StaffKind, token: string) =>
  unwrap(kind === "admin" ? api.admin["trust-browser"].$post({ json: { token } }) : api.editor["trust-browser"].$post({ json: { token } }));

/** An admin's one-time link for an editor, answered once. */
export const makeEditorTrustLink = (id: string) => unwrap(staffApi("admin").admin.editor[":id"]["trust-link"].$post({ param: { id } }));
