import { REPORT_REASON_LABELS, REPORT_REASONS } from "@contract/moderation-states";
import type { TransparencyReport } from "../api/transparency-query";
import { afterClearingText, thresholdText, whoCountsText } from "../lib/report-rules-text";

type Rules = TransparencyReport["rules"];

const reasons = REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r].toLowerCase()).join("; ");

// The rules as the Worker applies them (README.md, "Moderation"), in plain words, with its configured numbers.
// Facts only: what happens, who decides, and what an author can do.
const stepsFor = (rules: Rules) => [
  {
    title: "Members report",
    text: `A signed-in member can report a motion once, for one of five reasons: ${reasons}. A note for the moderators is optional; the author is not told who reported.`,
  },
  { title: "Which reports count", text: whoCountsText(rules) },
  {
    title: "Enough reports hide a motion at once",
    text: `${thresholdText(rules)} Motions the scorer flags as advertising, shouting, gibberish or an attempt to instruct the scorer are queued for review without being hidden.`,
  },
  {
    title: "Moderators decide",
    text: `The city's editors and administrators review each case: they keep the motion public and clear its reports, hide it with a public reason, or restore a hidden one. A hidden motion keeps its address, which says why it is hidden, and its votes are frozen. ${afterClearingText(rules)}`,
  },
  {
    title: "Authors can appeal, once",
    text: "The author is told when their motion is hidden or restored, and why, and may appeal a hiding once. Appeals are reviewed first, and the decision on an appeal is final.",
  },
  {
    title: "Everything is logged",
    text: "Every report threshold crossed, decision, appeal and suspension is written to a log that is never edited. The figures on this page are computed from that log.",
  },
];

/** The short, factual account of how moderation works, above the figures. */
export function HowModerationWorks({ rules }: { rules: Rules }) {
  const steps = stepsFor(rules);
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map((step, i) => (
        // An odd last step spans both columns rather than leaving a hole beside it.
        <li key={step.title} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5 md:last:odd:col-span-2">
          <h3 className="flex items-baseline gap-2 font-semibold text-ink">
            <span aria-hidden="true" className="text-brand tabular-nums">
              {i + 1}.
            </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
