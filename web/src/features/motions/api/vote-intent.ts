import type { VoteKind } from "./motion-calls";
import type { Motion } from "./motion-queries";

// A vote is a toggle on the server, so two requests for one intent would vote and then withdraw. An intent
// is this motion, this button, from the vote the member saw; it keeps one Idempotency-Key until its answer
// has been applied. A press that repeats it before then (after a lost answer, or on the Submit Motion
// dialog's suggestion while the card behind it is still voting) sends the same key, and the Worker replays
// its first answer instead of acting again (README.md, "Idempotent writes"). Once the motion shows another
// vote (the answer applied, or a re-read), the same button means something else and gets a new key: an old
// key would replay an answer about a state that is gone. One unanswered intent per motion, for the tab's life;
// one that failed keeps its key, since the Worker may have acted before the answer was lost.
type Pending = { kind: VoteKind; seen: Motion["viewerVote"]; key: string };
const pending = new Map<string, Pending>();

/** The Idempotency-Key of pressing `kind` on a motion whose vote the member saw as `seen`, and how to retire it. */
export function voteIntent(motionId: string, kind: VoteKind, seen: Motion["viewerVote"]) {
  const held = pending.get(motionId);
  const key = held && held.kind === kind && held.seen === seen ? held.key : crypto.randomUUID();
  pending.set(motionId, { kind, seen, key });
  return {
    kind,
    key,
    /** Its answer is on screen: the next press is a new intent. */
    answered: () => {
      if (pending.get(motionId)?.key === key) pending.delete(motionId);
    },
  };
}

export type VoteIntent = ReturnType<typeof voteIntent>;

/** The motion now shows `shown`: an unanswered press made from another vote is history. */
export function retireStaleIntent(motionId: string, shown: Motion["viewerVote"]) {
  if (pending.has(motionId) && pending.get(motionId)!.seen !== shown) pending.delete(motionId);
}
