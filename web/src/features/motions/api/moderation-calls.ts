import type { InferRequestType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

// A member's side of moderation (README.md, "Moderation"): reporting a motion, and its author's appeal. No zod
// here either: the report button ships with every motion card, while the dialog and the appeal form that
// check these bodies against the contract are loaded only when opened.

const motion = api.idea[":id"];

/** { reason, note? }: one of the contract's report reasons and an optional note. */
export type ReportBody = InferRequestType<(typeof motion)["report"]["$post"]>["json"];

/** POST /api/idea/:id/report → 201 { message }; 409 when already reported or no longer public, 400 for one's own. */
export const reportMotion = (id: string, json: ReportBody) => unwrap(motion.report.$post({ param: { id }, json }));

/** POST /api/idea/:id/appeal → 201 { message }: once per motion, by its author, while it is hidden. */
export const appealMotion = (id: string, text: string) => unwrap(motion.appeal.$post({ param: { id }, json: { text } }));
