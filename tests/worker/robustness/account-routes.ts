import { PASSWORD } from "../support/members";
import { imageFile } from "../support/staff";
import { email, none, withoutPassword } from "./fixtures";
import type { Route } from "./route-types";

// The member's own account (/api/me, README.md "Your account") in the route table: the caller's account
// alone (no route names another member), with the fixtures' PASSWORD where the route asks for it again.

const pictureForm = () => {
  const form = new FormData();
  form.set("picture", imageFile());
  return form;
};

export const ACCOUNT_ROUTES: Route[] = [
  { method: "GET", path: "/api/me", who: "member", ok: 200, valid: none },
  { method: "PATCH", path: "/api/me", who: "member", body: "json", ok: 200, writes: true, valid: async () => ({ json: { name: "Renamed Member" } }) },
  { method: "PUT", path: "/api/me/picture", who: "member", body: "form", ok: 200, writes: true, valid: async () => ({ form: pictureForm }) },
  { method: "DELETE", path: "/api/me/picture", who: "member", ok: 200, writes: true, valid: none },
  { method: "POST", path: "/api/me/password", who: "member", body: "json", ok: 200, writes: true, valid: async () => ({ json: { currentPassword: PASSWORD, password: "a new passphrase" } }) },
  { method: "POST", path: "/api/me/password/link", who: "member", ok: 200, writes: true, valid: withoutPassword },
  { method: "POST", path: "/api/me/email", who: "member", body: "json", ok: 202, writes: true, valid: async () => ({ json: { currentPassword: PASSWORD, email: email() } }) },
  { method: "POST", path: "/api/me/sessions/revoke", who: "member", ok: 200, writes: true, valid: none },
  { method: "GET", path: "/api/me/export", who: "member", ok: 200, valid: none },
  { method: "POST", path: "/api/me/deletion-link", who: "member", ok: 200, writes: true, valid: withoutPassword },
  { method: "DELETE", path: "/api/me", who: "member", body: "json", ok: 200, writes: true, valid: async () => ({ json: { password: PASSWORD, motions: "anonymize" } }) },
];
