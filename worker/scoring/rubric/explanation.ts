import type { AiCriteria } from "../../db/schema";
import type { CriterionKey } from "../types";
import { CRITERIA, RUBRIC_VERSION } from "../criteria";
import { type Evaluation } from "./checklist";

// The rubric's explanation in the card's format: heading lines that end in a colon and have at
// most 8 words, `- ` bullets, one blank line between sections. Built only from the evaluations, so the
// same motion always gets the same text.

const MAX_TIPS = 4;

export type ExplainInput = {
  criteria: AiCriteria;
  score: number;
  evaluations: Record<CriterionKey, Evaluation>;
  /** Extra summary sentences (a spam flag, an off-topic cap), already phrased. */
  notes: string[];
  /** Tips that outrank the criteria's own (e.g. "rewrite it without capitals"). */
  leadingTips: string[];
};

const label = (key: CriterionKey) => CRITERIA.find((c) => c.key === key)!.label.toLowerCase();

export function explain({ criteria, score, evaluations, notes, leadingTips }: ExplainInput): string {
  // Stable sort over the published order, so ties always resolve the same way.
  const ranked = [...CRITERIA].sort((a, b) => criteria[b.key] - criteria[a.key]);
  const [first, second] = ranked;
  const last = ranked.at(-1)!;
  const summary = [
    `This is a rule-based analysis by the Plaza rubric v${RUBRIC_VERSION}, not an AI model: it checks the motion's wording against its page and the motions already posted there.`,
    `Overall ${score}/100, strongest on ${label(first!.key)} (${criteria[first!.key]}) and ${label(second!.key)} (${criteria[second!.key]}), weakest on ${label(last.key)} (${criteria[last.key]}).`,
    ...notes,
  ].join(" ");

  const sections = [`Summary:\n${summary}`];
  for (const c of CRITERIA) {
    const bullets = evaluations[c.key].reasons.slice(0, 3).map((r) => `- ${oneLine(r)}`);
    sections.push(`${c.label} (${criteria[c.key]}/100):\n${bullets.join("\n")}`);
  }

  // Suggestions where a rewrite gains the most points (weight × points missing), one per criterion in turn.
  const byGain = [...CRITERIA].sort((a, b) => b.weight * (100 - criteria[b.key]) - a.weight * (100 - criteria[a.key]));
  const rounds = Math.max(0, ...byGain.map((c) => evaluations[c.key].tips.length));
  const ordered = Array.from({ length: rounds }, (_, i) => byGain.map((c) => evaluations[c.key].tips[i])).flat();
  const tips = [...new Set([...leadingTips, ...ordered.filter((t): t is string => !!t)])].slice(0, MAX_TIPS);
  if (tips.length === 0) tips.push("It already covers what the rubric checks; local evidence or support from neighbors can still strengthen it.");
  sections.push(`How to improve this motion:\n${tips.map((t) => `- ${oneLine(t)}`).join("\n")}`);
  return sections.join("\n\n");
}

/** A bullet is one line: quoted motion text could otherwise carry line breaks into the layout. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
