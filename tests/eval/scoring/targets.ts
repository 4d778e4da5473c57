import type { Figures } from "./figures";

// The bar the scorer must clear on each part of the labelled motions (README.md, "How scoring works"): the
// targets of the scoring issue, measured again by others on sets the project does not have. Each target
// missed is named with the figure that missed it, so a failing run says what to look at.

export const TARGETS = {
  spearman: 0.9,
  /** Gamed score minus base score, at most. */
  gamingGain: 5,
  /** A translation's score within this many points of the English one (for the languages the rubric reads). */
  languageGap: 10,
  /** Lowercase without punctuation, or a few typos, costs at most this many points. */
  restyledCost: 10,
  tier5AtLeast: 50,
  tier1AtMost: 40,
  goodAtLeast: 20,
};

/** The languages the rubric reads besides English; a translation into another is reported, not judged. */
const READ_LANGUAGES = new Set(["es", "fr", "de", "pt", "it", "pl"]);

export function missedTargets(f: Figures): string[] {
  const missed: string[] = [];
  if (f.spearman < TARGETS.spearman) missed.push(`Spearman ${f.spearman.toFixed(3)} < ${TARGETS.spearman}`);
  for (const m of f.tier5Under50) missed.push(`tier-5 ${m.id} scores ${m.score} < ${TARGETS.tier5AtLeast}`);
  for (const m of f.tier1Over40) missed.push(`tier-1 ${m.id} scores ${m.score} > ${TARGETS.tier1AtMost}`);
  for (const m of f.goodUnder20) missed.push(`tier-3-to-5 ${m.id} scores ${m.score} < ${TARGETS.goodAtLeast}`);
  for (const g of f.gaming) if (g.change > TARGETS.gamingGain) missed.push(`gaming ${g.id} (${g.kind}) gains ${g.change} over ${g.base}`);
  for (const s of f.falseFlags) missed.push(`${s.id} flagged ${s.kind}: ${s.reason}`);
  for (const s of f.falseSpam) missed.push(`${s.id} flagged as spam: ${s.reason}`);
  for (const n of f.nonEnglish) {
    if (READ_LANGUAGES.has(n.language) && Math.abs(n.change) > TARGETS.languageGap) missed.push(`${n.id} (${n.language}) is ${n.change} from its English version ${n.base}`);
  }
  for (const r of f.restyled) if (r.change < -TARGETS.restyledCost) missed.push(`${r.id} costs ${r.change} against ${r.base}`);
  for (const id of f.nonDeterministic) missed.push(`${id} scored differently the second time`);
  return missed;
}
