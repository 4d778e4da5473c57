import { MODERATION_STATE_LABELS, REPORT_REASON_LABELS, type ModerationState, type ReportReason } from "@contract/moderation-states";

// What a motion's moderation reads as on its permalink, for the public and for its author. The labels are the
// contract's; the public knows only "hidden" and the reason, the author also the state.

type Moderated = { hidden: boolean; hiddenReason: ReportReason | null; awaitingReview: boolean };

/** Why the public cannot read a motion, or null when it is public. */
export function withheldNotice({ hidden, hiddenReason, awaitingReview }: Moderated) {
  if (hidden) {
    return {
      title: hiddenReason ? `Hidden by the moderators: ${REPORT_REASON_LABELS[hiddenReason]}` : "Hidden by the moderators",
      body: "Its text and analysis are not shown while it is hidden. Its votes are kept, and frozen.",
    };
  }
  if (awaitingReview) return { title: "Awaiting review", body: "New motions are public once a moderator approves them." };
  return null;
}

/** Under the vote buttons of a motion that is not public: why they do nothing. */
export const frozenVotesText = ({ awaitingReview }: Pick<Moderated, "awaitingReview">) =>
  awaitingReview ? "Voting opens once a moderator approves this motion." : "Voting is closed while this motion is hidden.";

/** Where the author's motion stands, in their words: the state as a heading, with what it means. */
export function authorStateText(state: ModerationState, reason: ReportReason | null) {
  const why = reason ? ` Reason: ${REPORT_REASON_LABELS[reason]}.` : "";
  const yoursOnly = " Only you can read its text; the public sees only why it is hidden.";
  switch (state) {
    case "hidden":
      return { title: "Hidden while the moderators review reports", body: `Members reported it, so it is hidden until a moderator decides.${why}${yoursOnly}` };
    case "removed":
      return { title: MODERATION_STATE_LABELS.removed, body: `A moderator hid it.${why}${yoursOnly}` };
    case "appealed":
      return { title: "Appealed", body: `It stays hidden while the moderators review your appeal.${why}${yoursOnly}` };
    default:
      return { title: MODERATION_STATE_LABELS[state], body: "New motions are public once a moderator approves them. Until then only you can read it." };
  }
}
