import type { Figures } from "./figures";

// The bar the scorer must clear on the labelled set (README.md, "How scoring works"). Each target missed
// is named with the figure that missed it, so a failing run says what to look at.

export const TARGETS = {
  spearman: 0.85,
  /** Points between the mean scores of neighbouring tiers, at least. */
  tierGap: 8,
  /** Gamed score minus base score, at most. */
  gamingGain: 5,
  /** Non-English score within this many points of the English one. */
  languageGap: 15,
};

export function missedTargets(f: Figures): string[] {
  const missed: string[] = [];
  if (f.spearman < TARGETS.spearman) missed.push(`Spearman ${f.spearman.toFixed(3)} < ${TARGETS.spearman}`);
  for (let i = 1; i < f.tierMeans.length; i++) {
    const [low, high] = [f.tierMeans[i - 1]!, f.tierMeans[i]!];
    if (high.mean - low.mean < TARGETS.tierGap) {
      missed.push(`tier ${high.tier} mean ${high.mean.toFixed(1)} is not ${TARGETS.tierGap} points above tier ${low.tier} (${low.mean.toFixed(1)})`);
    }
  }
  for (const g of f.gaming) if (g.change > TARGETS.gamingGain) missed.push(`gaming ${g.id} (${g.kind}) gains ${g.change} over ${g.base}`);
  for (const s of f.falseSpam) missed.push(`${s.id} flagged as spam: ${s.reason}`);
  for (const n of f.nonEnglish) {
    if (Math.abs(n.difference) > TARGETS.languageGap) missed.push(`${n.id} is ${n.difference} from its English version ${n.english}`);
  }
  for (const id of f.nonDeterministic) missed.push(`${id} scored differently the second time`);
  return missed;
}
