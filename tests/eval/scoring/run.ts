import { rubricScorer } from "../../../worker/scoring/rubric/rubric-scorer";
import { fakeLlmScorer } from "./fake-llm-server";
import { gamingProperties } from "./gaming-properties";
import { partFigures, scoringFigures } from "./figures";
import { injectionCheck } from "./injection-check";
import { formatFigures, formatParts } from "./report";
import { allSets } from "./split";
import { missedTargets } from "./targets";

// `npm run eval:scoring [-- --verbose] [-- --tuning-only]` (README.md, "How scoring works"):
//   1. the rubric on every labelled motion, the tuning part and the frozen test part side by side, against
//      the targets (each miss named); `--tuning-only` shows the tuning part alone, for whoever tunes;
//   2. the LLM path (Plaza's OpenAI-compatible scorer with its prompt and cross-check) on the first labelled
//      set, against a local obedient fake model — for information: the fake's numbers are crude;
//   3. gaming and rewriting as properties: every transform on every labelled motion of the parts shown;
//   4. injected motions through the LLM path: none may be stored above what its text earns without them.
// Exit code 1 when the rubric misses a target on a part shown, a property fails, or an injection works.

const verbose = process.argv.includes("--verbose");
const tuningOnly = process.argv.includes("--tuning-only");
// The LLM path's structured log lines (one per answer kept from the model) are for operators.
if (!verbose) console.warn = () => {};

console.log("== Rubric (Plaza rubric analyzer) on the labelled motions\n");
const { tuning, test } = await partFigures(rubricScorer, allSets);
const parts = tuningOnly ? { tuning } : { tuning, test };
console.log(formatParts(parts, verbose));
const missed = Object.values(parts).flatMap(missedTargets);

console.log("\n== Gaming and rewriting as properties, every transform on every motion (rubric)\n");
const propertiesMissed = gamingProperties(tuningOnly ? ["tuning"] : ["tuning", "test"], verbose);

console.log("\n== LLM path against the obedient fake model, the first labelled set (for information)\n");
const fake = await fakeLlmScorer();
try {
  console.log(formatFigures(await scoringFigures(fake.scorer), verbose));
  console.log(`\n${fake.calls()} chat requests to the fake.`);
} finally {
  await fake.close();
}

console.log("\n== Injected instructions through the LLM path\n");
const injections = await injectionCheck();

if (missed.length || injections || propertiesMissed) process.exitCode = 1;
