import type { Figures } from "./figures";
import type { Part } from "./split";
import { missedTargets, TARGETS } from "./targets";

// The figures as plain text for the terminal: the headline figures of each part side by side with their
// targets, then each part's lists (gaming, languages, restyled, flags), signed changes, one decimal.

const fixed = (n: number) => n.toFixed(1);
const signed = (n: number) => `${n > 0 ? "+" : ""}${fixed(n)}`;
const range = (xs: number[]) => (xs.length ? `${signed(Math.min(...xs))} to ${signed(Math.max(...xs))}` : "none");

/** One figure per row, one column per part, the target last. */
const ROWS: [string, (f: Figures) => string, string][] = [
  ["motions", (f) => String(f.scored.length), ""],
  ["Spearman (tier vs score)", (f) => f.spearman.toFixed(3), `≥ ${TARGETS.spearman}`],
  ["mean score, tiers 1–5", (f) => f.tierMeans.map((t) => fixed(t.mean)).join(" / "), "increasing"],
  ["tier-5 motions under 50", (f) => String(f.tier5Under50.length), "0"],
  ["tier-1 motions over 40", (f) => String(f.tier1Over40.length), "0"],
  ["tier-3-to-5 motions under 20", (f) => String(f.goodUnder20.length), "0"],
  ["gaming gain (gamed − base)", (f) => range(f.gaming.map((g) => g.change)), `≤ +${TARGETS.gamingGain}`],
  ["translation − English", (f) => range(f.nonEnglish.map((n) => n.change)), `±${TARGETS.languageGap} (read languages)`],
  ["lowercase / typos − original", (f) => range(f.restyled.map((r) => r.change)), `≥ −${TARGETS.restyledCost}`],
  ["flags on ordinary tier-3-to-5 motions", (f) => String(f.falseFlags.length), "0"],
  ["deterministic", (f) => `${f.scored.length - f.nonDeterministic.length}/${f.scored.length}`, "all"],
  ["explanation words (mean)", (f) => String(Math.round(f.explanationWords)), ""],
];

const lists = (f: Figures, verbose: boolean) => [
  "Gaming (gamed − base):",
  ...f.gaming.map((g) => `  ${g.id} ${g.kind.padEnd(11)} ${fixed(g.baseScore).padStart(5)} → ${fixed(g.score).padStart(5)}  ${signed(g.change)}`),
  "Translations vs English:",
  ...f.nonEnglish.map((n) => `  ${n.id} (${n.language}) vs ${n.base}: ${fixed(n.score)} vs ${fixed(n.baseScore)}  ${signed(n.change)}`),
  "Lowercase / typos vs original:",
  ...f.restyled.map((r) => `  ${r.id} vs ${r.base}: ${fixed(r.score)} vs ${fixed(r.baseScore)}  ${signed(r.change)}`),
  "Near-copies:",
  ...f.nearCopies.map((c) => `  ${c.id} copies ${c.original}: ${fixed(c.score)}, ${c.namesOriginal ? "quotes" : "does not quote"} the original`),
  ...(verbose ? ["Every motion (tier, score, kind):", ...f.scored.map(({ motion, result }) => `  ${motion.id.padEnd(16)} ${motion.tier} ${fixed(result.score).padStart(5)}  ${motion.kind}`)] : []),
];

/** The parts side by side; with `tuningOnly`, the tuning part alone (the test part is never shown while tuning). */
export function formatParts(parts: Partial<Record<Part, Figures>>, verbose = false): string {
  const shown = (Object.keys(parts) as Part[]).filter((p) => parts[p]);
  const table = [
    `| figure | ${shown.join(" | ")} | target |`,
    `|---|${shown.map(() => "---|").join("")}---|`,
    ...ROWS.map(([name, read, target]) => `| ${name} | ${shown.map((p) => read(parts[p]!)).join(" | ")} | ${target} |`),
  ];
  const sections = shown.flatMap((p) => {
    const missed = missedTargets(parts[p]!);
    return ["", `== ${p} part`, ...lists(parts[p]!, verbose), missed.length ? `Targets missed (${missed.length}):` : "All targets met.", ...missed.map((m) => `  - ${m}`)];
  });
  return [...table, ...sections].join("\n");
}

/** One scorer's figures on one set, for information (the LLM path against the fake model). */
export function formatFigures(f: Figures, verbose = false): string {
  return [...ROWS.map(([name, read]) => `${name}: ${read(f)}`), "", ...lists(f, verbose)].join("\n");
}
