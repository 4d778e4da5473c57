import type { AiCriteria } from "../../db/schema";
import { CRITERIA, CRITERION_KEYS, weightedScore } from "../criteria";
import type { CriterionKey, RubricVerdict, ScoreResult } from "../types";

// Every model answer is checked against the rubric's deterministic analysis of the same motion before it is
// stored (README.md, "How scoring works"). The rubric's hard flags cap the model's criteria as they cap the
// rubric's own; an answer above what the rubric supports, far below it, or whose explanation states numbers
// its criteria do not have, is not stored: the rubric's result is, led by a "Note:" section saying why. The final score is
// always the published weighted mean computed here.

/**
 * How far a model may stray from the rubric. Lower, it may go a long way (`below`): the rubric reads words,
 * the model meaning, and a model that finds less in a motion costs nobody a thing. Higher, only a little
 * (`above`): a lift is what an instruction hidden in a motion asks for, so a model score the rubric cannot
 * support is refused, never averaged towards, and the rubric's result is stored with a note. `above` is the
 * spread of an independent reader over the rubric on the labelled set (README.md, "How scoring works":
 * 95% of its answers within +18.5); at `top` or more, which puts a motion first on its page, the lift may be
 * at most `topScore`. `claim` is the slack for a number in the explanation.
 */
export const MARGINS = { above: 20, below: 35, top: 90, topScore: 10, criterion: 60, claim: 2 } as const;

type ModelAnswer = { criteria: AiCriteria; explanation: string };

const noteSection = (lines: string[]) => `Note:\n${lines.map((l) => `- ${l}`).join("\n")}\n\n`;

/** `criteria` with every value at most `cap`, and whether that lowered any. */
function capped(criteria: AiCriteria, cap: number | null) {
  if (cap === null) return { criteria, lowered: false };
  const out = Object.fromEntries(CRITERION_KEYS.map((k) => [k, Math.min(criteria[k], cap)])) as AiCriteria;
  return { criteria: out, lowered: CRITERION_KEYS.some((k) => criteria[k] > cap) };
}

const capReason = (verdict: RubricVerdict) =>
  `Plaza's checks flagged this motion (${verdict.hardFlags.map((f) => `${f.kind}: ${f.reason}`).join("; ")}), which caps every criterion at ${verdict.cap}.`;

/** The rubric's result under its own cap, its explanation led by a note that says why it was stored. */
export function rubricWithNote(verdict: RubricVerdict, why: string): ScoreResult {
  const { criteria, lowered } = capped(verdict.result.criteria, verdict.cap);
  const lines = lowered ? [why, `${capReason(verdict)} The rubric's figures below are from before that cap.`] : [why];
  return { ...verdict.result, criteria, score: weightedScore(criteria), explanation: noteSection(lines) + verdict.result.explanation };
}

/** Why the model's criteria are further from the rubric's than it can support, or null. */
function divergence(criteria: AiCriteria, score: number, rubric: AiCriteria): string | null {
  const rubricScore = weightedScore(rubric);
  const lift = Math.round((score - rubricScore) * 10) / 10;
  const above = score >= MARGINS.top ? MARGINS.topScore : MARGINS.above;
  if (lift > above) return `its criteria give a score of ${score}, ${lift} points above the rubric's ${rubricScore}, which the rubric cannot support (a model may score at most ${above} above it${above === MARGINS.topScore ? ` for a score of ${MARGINS.top} or more` : ""})`;
  if (-lift > MARGINS.below) return `its criteria give a score of ${score}, ${-lift} points below the rubric's ${rubricScore} (the limit is ${MARGINS.below} below)`;
  for (const c of CRITERIA) {
    const apart = Math.abs(criteria[c.key] - rubric[c.key]);
    if (apart > MARGINS.criterion) return `it gave ${c.label.toLowerCase()} ${criteria[c.key]} where the rubric found ${rubric[c.key]} (the limit is ${MARGINS.criterion} apart)`;
  }
  return null;
}

/** "72/100" or "72 out of 100", outside quotations (a motion may quote a figure of its own). */
const CLAIM = /\b(\d{1,3})\s*(?:\/\s*100|out\s+of\s+100)\b/gi;
const QUOTED = /"[^"\n]*"|“[^”\n]*”/g;
/** The last criterion named before a number is what the number is about, unless an overall word follows it. */
const NAMED = new RegExp(`\\b(${CRITERION_KEYS.join("|")}|overall|total|final|score)\\b`, "gi");

/** The first number out of 100 in the explanation that is not the criterion it names or the final score. */
function contradiction(explanation: string, criteria: AiCriteria, score: number): string | null {
  for (const line of explanation.replace(QUOTED, '""').split("\n")) {
    for (const m of line.matchAll(CLAIM)) {
      const claimed = Number(m[1]);
      const named = [...line.slice(0, m.index).matchAll(NAMED)].at(-1)?.[1]?.toLowerCase();
      const key = CRITERION_KEYS.find((k) => k === named) as CriterionKey | undefined;
      const actual = key ? criteria[key] : score;
      if (Math.abs(claimed - actual) > MARGINS.claim)
        return key
          ? `its explanation gives ${key} ${claimed}/100 while the criterion is ${actual}`
          : `its explanation claims ${claimed}/100 while the score Plaza computes from its criteria is ${score}`;
    }
  }
  return null;
}

/**
 * The model's answer as it may be stored: capped by the rubric's hard flags, and replaced by the rubric's
 * result (with a note) when it diverges from the rubric or contradicts its own numbers.
 */
export function crossCheck(answer: ModelAnswer, verdict: RubricVerdict, model: string): ScoreResult {
  const { criteria, lowered } = capped(answer.criteria, verdict.cap);
  const score = weightedScore(criteria);
  const why = divergence(criteria, score, capped(verdict.result.criteria, verdict.cap).criteria) ?? contradiction(answer.explanation, criteria, score);
  if (why) {
    const after = lowered ? ` (after Plaza's checks capped every criterion at ${verdict.cap})` : "";
    return rubricWithNote(verdict, `${model}'s analysis was not stored because ${why}${after}, so Plaza's rule-based rubric scored this motion instead.`);
  }
  const explanation = lowered ? noteSection([capReason(verdict)]) + answer.explanation : answer.explanation;
  return { criteria, score, explanation, model };
}
