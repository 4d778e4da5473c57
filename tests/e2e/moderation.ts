import type { ReportReason } from "../../worker/contract/moderation-states";
import { bearer, expectBody, type Api } from "./api";
import { editorToken, newMotion, newPage, signedInMember, uniqueTag } from "./factories";

// Helpers for the moderation journeys: a motion by one member, reports by others, and a moderator's hide,
// all through the public API as a client would.

/** `member` reports the motion for `reason`. */
export async function report(api: Api, member: { token: string }, motionId: string, reason: ReportReason = "spam") {
  await expectBody(api.idea[":id"].report.$post({ param: { id: motionId }, json: { reason } }, bearer(member.token)), 201);
}

/** A fresh page with one scored motion by a fresh member. */
export async function authoredMotion(api: Api, text = `Turn the car park on Quay Street ${uniqueTag()} into a weekend market.`) {
  const author = await signedInMember(api, "Lena Vogel", "Harbor-Crane-27");
  const entity = await newPage(api);
  const motion = await newMotion(api, author, entity._id, text);
  return { author, entity, motion, text };
}

/** A motion one other member reported: public, and waiting in the moderation queue. */
export async function reportedMotion(api: Api) {
  const made = await authoredMotion(api);
  const reporter = await signedInMember(api, "Omar Haddad", "Tide-Lamp-55");
  await report(api, reporter, made.motion._id, "spam");
  return { ...made, reporter };
}

/** The demo editor hides a public motion for `reason` (a moderator's decision, not reports). */
export async function hiddenByEditor(api: Api, motionId: string, reason: ReportReason = "offtopic") {
  const json = { action: "hide" as const, expectedState: "published" as const, reason };
  await expectBody(api.moderation.motions[":id"].$post({ param: { id: motionId }, json }, bearer(await editorToken(api))), 200);
}
