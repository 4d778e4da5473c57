import { api, unwrap, unwrapOnce } from "../../../lib/api";
import type { Motion } from "./motion-queries";

// The member-only motion calls through the typed client, which sends the member's Bearer token. The wire
// keeps the API's own field names (entityId, userIdea, ideaId). No zod here: the vote buttons ship with
// every motion list, and the contract's schemas would come along.

/**
 * POST /api/idea/add → 202 { message, motion }: stored at once with aiStatus "pending"; scoring is queued.
 * One call is one submission: a lost answer is re-sent with the same Idempotency-Key, never posted twice.
 */
export const addMotion = (pageId: string, text: string) =>
  unwrapOnce((options) => api.idea.add.$post({ json: { entityId: pageId, userIdea: text } }, options));

/** GET /api/idea/:id — what the submit dialog polls until the motion leaves "pending". */
export const fetchMotion = async (id: string): Promise<Motion> => (await unwrap(api.idea[":id"].$get({ param: { id } }))).motion;

export type VoteKind = "up" | "down";

/**
 * POST /api/idea/vote or /api/idea/downvote → { idea, message }. The server decides what a press means
 * (a new vote, withdrawing the same vote, or switching sides), so the client sends the intent and shows
 * what comes back. A press is one action: re-sent after a lost answer, it is not taken as a second press.
 * `key` is the intent's Idempotency-Key (`voteIntent`), so a press repeating an unanswered one is that action too.
 */
export const castVote = (kind: VoteKind, motionId: string, key?: string) =>
  unwrapOnce(
    (options) =>
      kind === "up" ? api.idea.vote.$post({ json: { ideaId: motionId } }, options) : api.idea.downvote.$post({ json: { ideaId: motionId } }, options),
    key,
  );
