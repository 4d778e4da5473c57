import { api, unwrap } from "../../../lib/api";
import type { Motion } from "./motion-queries";

// The member-only motion calls (spec §7) through the typed client, which sends the member's Bearer token.
// No zod here: the vote buttons ship with every motion list, and the contract's schemas would come along.

/** POST /api/idea/add → 202 { message, motion }: stored at once with aiStatus "pending"; scoring is queued. */
export const addMotion = (entityId: string, userIdea: string) => unwrap(api.idea.add.$post({ json: { entityId, userIdea } }));

/** GET /api/idea/:id — what the submit dialog polls until the motion leaves "pending". */
export const fetchMotion = async (id: string): Promise<Motion> => (await unwrap(api.idea[":id"].$get({ param: { id } }))).motion;

export type VoteKind = "up" | "down";

/**
 * POST /api/idea/vote or /api/idea/downvote → { idea, message }. The server applies DESIGN §5's rules
 * (vote, withdraw, switch), so the client sends the intent and shows what comes back.
 */
export const castVote = (kind: VoteKind, ideaId: string) =>
  unwrap(kind === "up" ? api.idea.vote.$post({ json: { ideaId } }) : api.idea.downvote.$post({ json: { ideaId } }));
