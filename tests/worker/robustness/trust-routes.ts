import { uuidv7 } from "uuidv7";
import { browserTrustLinks } from "../../../worker/db/throttle-schema";
import { db, insertAdmin, insertEditor } from "../support/factories";
import { email } from "./fixtures";
import type { Route } from "./route-types";

// Trusting a staff member's browser (README.md, "Sign-in throttling") in the route table. Asking for an
// admin's link names any address (here none of an admin, so the queue writes nothing later, while other
// routes are judged); spending one needs a fresh unspent link of that kind.

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A fresh unspent link for a new admin or editor, stored as the Worker stores one: only its hash. */
const trustToken = async (kind: "admin" | "editor") => {
  const token = crypto.randomUUID();
  const staffId = (kind === "admin" ? await insertAdmin() : await insertEditor()).id;
  await db()
    .insert(browserTrustLinks)
    .values({ id: uuidv7(), tokenHash: await sha256Hex(token), staffKind: kind, staffId, expiresAt: Date.now() + 3_600_000 });
  return token;
};

export const TRUST_ROUTES: Route[] = [
  { method: "POST", path: "/api/admin/trust-link", who: "public", body: "json", ok: 202, writes: true, valid: async () => ({ json: { email: email() } }) },
  { method: "POST", path: "/api/admin/trust-browser", who: "public", body: "json", ok: 200, writes: true, valid: async () => ({ json: { token: await trustToken("admin") } }) },
  { method: "POST", path: "/api/editor/trust-browser", who: "public", body: "json", ok: 200, writes: true, valid: async () => ({ json: { token: await trustToken("editor") } }) },
  { method: "POST", path: "/api/admin/editor/:id/trust-link", who: "admin", ok: 200, writes: true, valid: async () => ({ params: { id: (await insertEditor()).id } }) },
];
