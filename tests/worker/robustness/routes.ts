import { insertAdmin, insertEditor, insertPage, insertMember, putImage, uniqueTag } from "../support/factories";
import { PASSWORD } from "../support/members";
import { pageForm, toFormData } from "../support/staff";
import { ACCOUNT_ROUTES } from "./account-routes";
import { JURISDICTION_ROUTES } from "./jurisdiction-routes";
import { TRUST_ROUTES } from "./trust-routes";
import type { Route } from "./route-types";
import { ADMIN_PASSWORD, adminHash, contactId, EDITOR_PASSWORD, editorHash, email, emailToken, hiddenMotionOf, memberHash, motionId, none, oauthState, unsubscribeToken } from "./fixtures";
import { refreshCatalogue } from "../support/catalogue";

// Every route of the app (worker/app.ts), as the robustness tests see it: method, Hono path pattern, who may
// call it, what body it takes, and a builder for a fresh valid request. routes-table.test.ts checks this list
// against app.routes, so a new route cannot escape the fuzzing, the matrix or the limit checks.

export type { Route, Valid, Who } from "./route-types";

export const ROUTES: Route[] = [
  // Public reads.
  { method: "GET", path: "/api/health", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/site", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/stats", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/transparency", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/ai/rubric", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/dev/mail", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/entity", who: "public", ok: 200, valid: async () => ({ query: { page: "1", limit: "8", search: "Page" } }) },
  // Public, as the original client reads them; a staff token narrows them to the staff member's reach.
  { method: "GET", path: "/api/entity/admin", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/api/entity/admin/:id", who: "public", ok: 200, valid: async () => ({ params: { id: (await insertPage()).id } }) },
  { method: "GET", path: "/api/entity/:slug", who: "public", ok: 200, valid: async () => ({ params: { slug: (await insertPage()).slug } }) },
  { method: "GET", path: "/api/idea", who: "public", ok: 200, valid: async () => ({ query: { sort: "Votes", page: "1", limit: "8" } }) },
  {
    method: "GET",
    path: "/api/idea/entityidea",
    who: "public",
    ok: 200,
    valid: async () => ({ query: { entity: (await insertPage()).id, sort: "Latest", limit: "8" } }),
  },
  { method: "GET", path: "/api/idea/similar", who: "public", ok: 200, valid: async () => ({ query: { entity: (await insertPage()).id, text: "Plant more trees along the main street." } }) },
  { method: "GET", path: "/api/idea/:id", who: "public", ok: 200, valid: async () => ({ params: { id: await motionId() } }) },
  { method: "GET", path: "/images/:key{.+}", who: "public", ok: 200, valid: async () => ({ params: { key: (await putImage()).key } }) },
  // A motion's share card: drawn and kept in R2 on a first request, a cache of what the motion shows, not state.
  { method: "GET", path: "/og/motions/:file", who: "public", ok: 200, valid: async () => ({ params: { file: `${await motionId()}.png` } }) },
  { method: "GET", path: "/robots.txt", who: "public", ok: 200, valid: none },
  { method: "GET", path: "/sitemap.xml", who: "public", ok: 200, valid: none },
  // A motion first, so the first motions file exists even when a robustness file runs alone.
  // Motions are listed from the national catalogue, which the minute's refresh brings up to a motion written straight to D1.
  { method: "GET", path: "/sitemaps/:file", who: "public", ok: 200, valid: async () => ({ params: { file: (await motionId()) && (await refreshCatalogue(), "motions-1.xml") } }) },
  // Public account calls.
  {
    method: "POST",
    path: "/api/auth/register",
    who: "public",
    body: "json",
    ok: 201,
    writes: true,
    valid: async () => ({ json: { name: "Fuzz Member", email: email(), password: PASSWORD } }),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    who: "public",
    body: "json",
    ok: 200,
    valid: async () => ({ json: { email: (await insertMember({ passwordHash: await memberHash() })).email, password: PASSWORD } }),
  },
  { method: "GET", path: "/api/auth/verify-email/:token", who: "public", ok: 200, writes: true, valid: async () => ({ params: { token: await emailToken("verify") } }) },
  { method: "POST", path: "/api/auth/email-change/:token", who: "public", ok: 200, writes: true, valid: async () => ({ params: { token: await emailToken("email-change") } }) },
  {
    method: "POST",
    path: "/api/auth/resend-verification",
    who: "public",
    body: "json",
    ok: 200,
    writes: true,
    valid: async () => ({ json: { email: (await insertMember({ isVerified: false })).email } }),
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    who: "public",
    body: "json",
    ok: 200,
    writes: true,
    valid: async () => ({ json: { email: (await insertMember()).email } }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password/:token",
    who: "public",
    body: "json",
    ok: 200,
    writes: true,
    valid: async () => ({ params: { token: await emailToken("reset") }, json: { password: "a brand new passphrase" } }),
  },
  { method: "GET", path: "/api/auth/google/url", who: "public", ok: 200, writes: true, valid: none },
  {
    method: "POST",
    path: "/api/auth/google/callback",
    who: "public",
    body: "json",
    ok: 200,
    writes: true,
    valid: async () => ({ json: { code: "4/auth-code", state: await oauthState() } }),
  },
  {
    method: "POST",
    path: "/api/admin/login",
    who: "public",
    body: "json",
    ok: 200,
    valid: async () => ({ json: { email: (await insertAdmin({ passwordHash: await adminHash() })).email, password: ADMIN_PASSWORD } }),
  },
  {
    method: "POST",
    path: "/api/editor/login",
    who: "public",
    body: "json",
    ok: 200,
    valid: async () => ({ json: { username: (await insertEditor({ passwordHash: await editorHash() })).username, password: EDITOR_PASSWORD } }),
  },
  ...TRUST_ROUTES,
  {
    method: "POST",
    path: "/api/contact",
    who: "public",
    body: "json",
    ok: 200,
    writes: true,
    valid: async () => ({ json: { name: "Fuzz Visitor", email: email(), message: "Hello, this is a message of some length." } }),
  },
  { method: "POST", path: "/api/notifications/unsubscribe", who: "public", ok: 200, writes: true, valid: async () => ({ query: { token: await unsubscribeToken() } }) },
  // Members.
  { method: "GET", path: "/api/auth/loggedin", who: "member", ok: 200, valid: none },
  { method: "GET", path: "/api/me/motions", who: "member", ok: 200, valid: async () => ({ query: { limit: "8" } }) },
  { method: "GET", path: "/api/me/votes", who: "member", ok: 200, valid: async () => ({ query: { limit: "8" } }) },
  { method: "GET", path: "/api/me/follows", who: "member", ok: 200, valid: none },
  { method: "GET", path: "/api/me/notifications", who: "member", ok: 200, valid: async () => ({ query: { limit: "8" } }) },
  { method: "GET", path: "/api/me/notifications/unread", who: "member", ok: 200, valid: none },
  { method: "POST", path: "/api/me/notifications/read", who: "member", body: "json", ok: 200, writes: true, valid: async () => ({ json: { all: true } }) },
  { method: "GET", path: "/api/me/notification-settings", who: "member", ok: 200, valid: none },
  { method: "PUT", path: "/api/me/notification-settings", who: "member", body: "json", ok: 200, writes: true, valid: async () => ({ json: { emailVoted: false } }) },
  ...ACCOUNT_ROUTES,
  {
    method: "POST",
    path: "/api/idea/add",
    who: "verified",
    body: "json",
    ok: 202,
    writes: true,
    valid: async () => ({ json: { entityId: (await insertPage()).id, userIdea: "Plant more trees along the main street." } }),
  },
  { method: "POST", path: "/api/idea/vote", who: "verified", body: "json", ok: 200, writes: true, valid: async () => ({ json: { ideaId: await motionId() } }) },
  { method: "POST", path: "/api/idea/downvote", who: "verified", body: "json", ok: 200, writes: true, valid: async () => ({ json: { ideaId: await motionId() } }) },
  { method: "POST", path: "/api/idea/:id/report", who: "verified", body: "json", ok: 201, writes: true, valid: async () => ({ params: { id: await motionId() }, json: { reason: "spam", note: "Advertising." } }) },
  { method: "POST", path: "/api/idea/:id/appeal", who: "verified", body: "json", ok: 201, writes: true, valid: async (caller) => ({ params: { id: await hiddenMotionOf(caller) }, json: { text: "A proposal for the page, not advertising." } }) },
  { method: "POST", path: "/api/entity/:id/follow", who: "verified", ok: 200, writes: true, valid: async () => ({ params: { id: (await insertPage()).id } }) },
  { method: "DELETE", path: "/api/entity/:id/follow", who: "verified", ok: 200, writes: true, valid: async () => ({ params: { id: (await insertPage()).id } }) },
  ...JURISDICTION_ROUTES,
  // Staff.
  { method: "GET", path: "/api/admin/loggedin", who: "admin", ok: 200, valid: none },
  { method: "GET", path: "/api/admin/editor", who: "admin", ok: 200, valid: none },
  { method: "POST", path: "/api/admin/editor/add", who: "admin", body: "json", ok: 201, writes: true, valid: async () => ({ json: { username: `ed-${uniqueTag()}`, password: "secret1" } }) },
  { method: "DELETE", path: "/api/admin/editor/remove/:id", who: "admin", ok: 200, writes: true, valid: async () => ({ params: { id: (await insertEditor()).id } }) },
  { method: "POST", path: "/api/admin/editor/:id/reset-password", who: "admin", ok: 200, writes: true, valid: async () => ({ params: { id: (await insertEditor()).id } }) },
  { method: "GET", path: "/api/contact/messages", who: "admin", ok: 200, valid: async () => ({ query: { status: "open", limit: "20" } }) },
  {
    method: "PATCH",
    path: "/api/contact/messages/:id/handled",
    who: "admin",
    body: "json",
    ok: 200,
    writes: true,
    valid: async () => ({ params: { id: await contactId() }, json: { handled: true } }),
  },
  { method: "GET", path: "/api/editor/loggedin", who: "editor", ok: 200, valid: none },
  { method: "POST", path: "/api/entity/add", who: "staff", body: "form", ok: 201, writes: true, valid: async () => ({ form: () => toFormData(pageForm()) }) },
  { method: "GET", path: "/api/idea/inbox", who: "staff", ok: 200, valid: async () => ({ query: { status: "open", awaiting: "true", sort: "Oldest", limit: "8" } }) },
  { method: "GET", path: "/api/idea/inbox/summary", who: "staff", ok: 200, valid: none },
  { method: "GET", path: "/api/moderation/queue", who: "staff", ok: 200, valid: async () => ({ query: { limit: "8" } }) },
  { method: "GET", path: "/api/moderation/queue/summary", who: "staff", ok: 200, valid: none },
  { method: "POST", path: "/api/moderation/motions/:id", who: "staff", body: "json", ok: 200, writes: true, valid: async () => ({ params: { id: await motionId() }, json: { action: "hide", expectedState: "published", reason: "spam" } }) },
  { method: "GET", path: "/api/moderation/log", who: "admin", ok: 200, valid: async () => ({ query: { limit: "8" } }) },
  { method: "POST", path: "/api/moderation/members/:id/suspension", who: "admin", body: "json", ok: 200, writes: true, valid: async () => ({ params: { id: (await insertMember()).id }, json: { suspension: "7d", reason: "Repeated advertising." } }) },
  {
    method: "POST",
    path: "/api/idea/:id/updates",
    who: "staff",
    body: "json",
    ok: 201,
    writes: true,
    valid: async () => ({ params: { id: await motionId() }, json: { text: "The city is reviewing this proposal this month.", expectedStatus: "open", status: "under_review" } }),
  },
  {
    method: "PUT",
    path: "/api/entity/edit/:id",
    who: "staff",
    body: "form",
    ok: 200,
    writes: true,
    valid: async () => ({ params: { id: (await insertPage()).id }, form: () => toFormData(pageForm({}, null)) }),
  },
];

export const routeName = (route: Route) => `${route.method} ${route.path}`;
export const PROTECTED = ROUTES.filter((r) => r.who !== "public");
export const paramNames = (route: Route) => [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The path with each :param replaced by the given text, exactly as given (the caller encodes, or not). */
export const buildPath = (route: Route, params: Record<string, string> = {}) =>
  route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => params[name] ?? "");
