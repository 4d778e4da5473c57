import type { Figures } from "./figures";

// The figures as plain text for the terminal: one block per question, signed changes, one decimal.

const fixed = (n: number) => n.toFixed(1);
const signed = (n: number) => `${n > 0 ? "+" : ""}${fixed(n)}`;

export function formatFigures(f: Figures, verbose = false): string {
  const lines = [
    `Labelled set: ${f.scored.length} motions`,
    `Spearman rank correlation (tier vs score): ${f.spearman.toFixed(3)}`,
    `Mean score per tier: ${f.tierMeans.map((t) => `${t.tier}: ${fixed(t.mean)} (n=${t.count})`).join(" | ")}`,
    "",
    "Gaming pairs (gamed − base):",
    ...f.gaming.map((g) => `  ${g.id} ${g.kind.padEnd(11)} ${fixed(g.baseScore).padStart(5)} → ${fixed(g.score).padStart(5)}  ${signed(g.change)}`),
    "",
    `False spam flags on motions not labelled spam: ${f.falseSpam.length}`,
    ...f.falseSpam.map((s) => `  ${s.id}: ${s.reason}`),
    "",
    "Non-English vs English:",
    ...f.nonEnglish.map((n) => `  ${n.id} vs ${n.english}: ${fixed(n.score)} vs ${fixed(n.englishScore)}  ${signed(n.difference)}`),
    "",
    "Near-copies:",
    ...f.nearCopies.map((c) => `  ${c.id} copies ${c.original}: ${fixed(c.score)}, ${c.namesOriginal ? "quotes" : "does not quote"} the original`),
    "",
    `Determinism: ${f.scored.length - f.nonDeterministic.length}/${f.scored.length} byte-identical on a second scoring`,
    `Explanations: ${Math.round(f.explanationWords)} words on average`,
  ];
  if (verbose) {
    lines.push("", "Every motion (tier, score, kind):");
    for (const { motion, result } of f.scored) lines.push(`  ${motion.id.padEnd(12)} ${motion.tier} ${fixed(result.score).padStart(5)}  ${motion.kind}`);
  }
  return lines.join("\n");
}
