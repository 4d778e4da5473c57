import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { demoAdmin, demoEditor, demoMemberPassword } from "../../worker/cli/seed/demo-accounts";
import { seedMembers } from "../../worker/cli/seed/members";
import { bearer, expectBody, type Api } from "./api";
import { expect } from "./fixtures";
import { mailedLink, uniqueEmail } from "./mail";
import { baseURL } from "./server";
import { scheduledUrl } from "../../worker/cli/dev-server-args";
import { EVERY_MINUTE } from "../../worker/cron/schedules";

// Data builders for browser tests. Everything goes through the public API as a client would, and every
// builder makes its own unique names, so a test asserts on what it made and never on the demo seed's
// counts or names. The demo admin and editor (development-only accounts) are the staff who sign in.

/** A short random tag, unique enough to keep one test's names, usernames and texts apart from another's. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;

/** A picture shipped with the demo seed, as a path for a file input. */
export const seedImage = (name: "transit.webp" | "park.webp") =>
  fileURLToPath(new URL(`../../worker/cli/seed/images/${name}`, import.meta.url).href);

export async function adminToken(api: Api) {
  const login = api.admin.login.$post({ json: { email: demoAdmin.email, password: demoAdmin.password } });
  return (await expectBody(login, 200)).adminToken;
}

export async function editorToken(api: Api) {
  const login = api.editor.login.$post({ json: { username: demoEditor.username, password: demoEditor.password } });
  return (await expectBody(login, 200)).token;
}

/** A motion page added by the demo admin (or by the staff member whose token is given), in `jurisdiction` if named. */
export async function newPage(api: Api, options: { name?: string; sortRank?: number; token?: string; jurisdiction?: string } = {}) {
  const { name = `Riverside Commons ${uniqueTag()}`, sortRank, token, jurisdiction } = options;
  const image = new File([readFileSync(seedImage("transit.webp"))], "transit.webp", { type: "image/webp" });
  const bio = `Neighbours of ${name} meet here to propose changes to their streets, parks and services.`;
  const form = { name, bio, image, ...(sortRank === undefined ? {} : { sortRank: String(sortRank) }), ...(jurisdiction ? { jurisdiction } : {}) };
  const added = api.entity.add.$post({ form }, bearer(token || (await adminToken(api))));
  return (await expectBody(added, 201)).entity;
}

/** An editor added by the demo admin. */
export async function newEditor(api: Api, token = "") {
  const json = { username: `editor-${uniqueTag()}`, password: "first-pass" };
  return (await expectBody(api.admin.editor.add.$post({ json }, bearer(token || (await adminToken(api)))), 201)).editor;
}

/** A member who signed up and confirmed the address through the mailed link, as a person would. */
export async function verifiedMember(api: Api, name: string, password: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "-"));
  await expectBody(api.auth.register.$post({ json: { name, email, password } }), 201);
  const link = await mailedLink(api, email, "/verify-email");
  const token = new URL(link, "http://x").searchParams.get("token")!;
  await expectBody(api.auth["verify-email"][":token"].$get({ param: { token } }), 200);
  return { name, email, password };
}

/** A member's session token, from the login the app itself calls. */
async function memberToken(api: Api, member: { email: string; password: string }) {
  const login = api.auth.login.$post({ json: { email: member.email, password: member.password } });
  return (await expectBody(login, 200)).token;
}

/** A verified member, signed in: its token is ready for the API. */
export async function signedInMember(api: Api, name = "Mira Castellanos", password = "Quay-Lantern-31") {
  const member = await verifiedMember(api, name, password);
  return { ...member, token: await memberToken(api, member) };
}

/**
 * A demo member, signed in: seeded two to three months ago with votes and motions of its own, so its reports
 * count towards hiding a motion (README.md, "Moderation"), which an account made by the test cannot yet do.
 * `index` picks one of the seeded members; a test that needs several takes different ones.
 */
export async function establishedMember(api: Api, index: number) {
  const { name, email } = seedMembers[index]!;
  const member = { name, email, password: demoMemberPassword };
  return { ...member, token: await memberToken(api, member) };
}

/** A motion `member` submitted on `pageId`, returned once the scoring queue has scored it. */
export async function newMotion(api: Api, member: { token: string }, pageId: string, text = `Motion ${uniqueTag()}: light the riverside path.`) {
  const json = { entityId: pageId, userIdea: text };
  const submitted = await expectBody(api.idea.add.$post({ json }, bearer(member.token)), 202);
  const read = async () => (await expectBody(api.idea[":id"].$get({ param: { id: submitted.motion._id } }), 200)).motion;
  let motion = submitted.motion;
  await expect.poll(async () => (motion = await read()).aiStatus).toBe("scored");
  return motion;
}

/** Records `member`'s upvote or downvote on a motion. */
export async function vote(api: Api, member: { token: string }, motionId: string, direction: "up" | "down") {
  const route = direction === "up" ? api.idea.vote : api.idea.downvote;
  await expectBody(route.$post({ json: { ideaId: motionId } }, bearer(member.token)), 200);
}

/**
 * The minute's refresh of the national catalogue, run now (README.md, "National catalogues"): national lists show
 * votes once it ran, as they would within a minute. The server answers once the refresh finished.
 */
export async function refreshCatalogue() {
  const res = await fetch(scheduledUrl(baseURL, EVERY_MINUTE));
  expect(res.ok).toBe(true);
}
