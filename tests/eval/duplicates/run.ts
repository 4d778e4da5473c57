import { stemWord } from "../../../worker/contract/search";
import { candidateWords, DUPLICATE_THRESHOLD, keyTerms, lookedUpWords, similarity } from "../../../worker/motions/similarity";
import { PAIRS } from "./labelled-pairs";

// `npm run eval:duplicates [-- --verbose]` (README.md, "Search"): the duplicate suggestions' similarity on the
// labelled pairs, as precision and recall at the threshold in use (targets: precision >= 0.9, recall >=
// 0.8), and the same at other thresholds so the choice can be seen. Exit code 1 when a target is missed.

const TARGETS = { precision: 0.9, recall: 0.8 };
const scored = PAIRS.map((p) => ({ ...p, score: similarity(keyTerms(p.a), keyTerms(p.b)) }));

const at = (threshold: number) => {
  const flagged = scored.filter((p) => p.score >= threshold);
  const right = flagged.filter((p) => p.duplicate).length;
  const duplicates = scored.filter((p) => p.duplicate).length;
  return { threshold, precision: flagged.length ? right / flagged.length : 1, recall: right / duplicates, flagged: flagged.length };
};
const pct = (x: number) => x.toFixed(2);

console.log(`${PAIRS.length} labelled pairs: ${scored.filter((p) => p.duplicate).length} near-duplicates, ${scored.filter((p) => !p.duplicate).length} distinct\n`);
console.log("threshold  precision  recall  flagged");
for (const t of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6]) {
  const r = at(t);
  console.log(`${t === DUPLICATE_THRESHOLD ? "*" : " "} ${t.toFixed(2).padEnd(9)}${pct(r.precision).padEnd(11)}${pct(r.recall).padEnd(8)}${r.flagged}`);
}
const chosen = at(DUPLICATE_THRESHOLD);
console.log(`\nAt the threshold in use (${DUPLICATE_THRESHOLD}): precision ${pct(chosen.precision)} (target >= ${TARGETS.precision}), recall ${pct(chosen.recall)} (target >= ${TARGETS.recall})`);
const wrong = scored.filter((p) => (p.score >= DUPLICATE_THRESHOLD) !== p.duplicate);
if (process.argv.includes("--verbose") || wrong.length) {
  console.log(`\nMisjudged pairs (${wrong.length}):`);
  for (const p of wrong) console.log(`  ${p.score.toFixed(2)} ${p.duplicate ? "missed duplicate" : "false match"}: "${p.a}" / "${p.b}"`);
}
// Before the score, the index must find the other motion: by any of the text's candidate words, chosen as the
// Worker chooses them, the rarest first, with how many of the labelled texts hold each word standing in for
// how many motions do. The index stems with porter; the same crude stem stands in for it here.
const texts = PAIRS.flatMap((p) => [p.a, p.b]).map(keyTerms);
const heldBy = (word: string) => texts.filter((terms) => terms.has(stemWord(word))).length;
const found = (p: { a: string; b: string }) => candidateWords(lookedUpWords(p.a), heldBy).some((w) => keyTerms(p.b).has(stemWord(w)));
const lost = scored.filter((p) => p.duplicate && !found(p));
console.log(`\nCandidate lookup: ${scored.filter((p) => p.duplicate).length - lost.length} of ${scored.filter((p) => p.duplicate).length} near-duplicates found by their rarest words`);
for (const p of lost) console.log(`  not found: "${p.a}" / "${p.b}"`);
if (chosen.precision < TARGETS.precision || chosen.recall < TARGETS.recall || lost.length) process.exitCode = 1;
