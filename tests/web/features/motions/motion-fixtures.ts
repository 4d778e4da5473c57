import type { Motion, MotionUpdate } from "../../../../web/src/features/motions/api/motion-queries";
import { rivermouth } from "../../support/jurisdiction-fixtures";

let seq = 0;

/** A motion as the API sends it; override only what a test is about. */
export function makeMotion(overrides: Partial<Motion> = {}): Motion {
  seq += 1;
  return {
    _id: `motion-${seq}`,
    idea: `Motion number ${seq}: plant more trees along the river walk.`,
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    aiStatus: "scored",
    aiScore: 72,
    aiExplanation: "Summary:\nA clear proposal.\n- Feasible within a year",
    aiCriteria: { relevance: 80, originality: 60, feasibility: 70, impact: 75, clarity: 90, scalability: 55, sustainability: 65 },
    aiModel: "Plaza rubric analyzer v4 (rule-based, no LLM)",
    votes: { count: 4, voters: [] },
    downVotes: { count: 1, downVoters: [] },
    viewerVote: null,
    scoredAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    status: "open",
    mergedInto: null,
    latestUpdate: null,
    hidden: false,
    hiddenReason: null,
    awaitingReview: false,
    formerMember: false,
    entity: { _id: "entity-1", slug: "city-council", name: "City Council", jurisdiction: rivermouth, image: { url: "/images/council.png" } },
    ...overrides,
  };
}

/** An official update as the API sends it; override only what a test is about. */
export function makeUpdate(overrides: Partial<MotionUpdate> = {}): MotionUpdate {
  seq += 1;
  return {
    _id: `update-${seq}`,
    status: "open",
    previousStatus: "open",
    text: "A response from the city, long enough to read.",
    by: { name: "Dana", role: "editor" },
    createdAt: "2026-03-02T10:00:00.000Z",
    mergedInto: null,
    mergedFrom: null,
    ...overrides,
  };
}
