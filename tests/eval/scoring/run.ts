import { rubricScorer } from "../../../worker/scoring/rubric/rubric-scorer";
import { fakeLlmScorer } from "./fake-llm-server";
import { scoringFigures } from "./figures";
import { injectionCheck } from "./injection-check";
import { formatFigures } from "./report";
import { missedTargets } from "./targets";

// `npm run eval:scoring [-- --verbose]` (README.md, "How scoring works"):
//   1. the rubric on the labelled set, against the targets (each miss named);
//   2. the LLM path (Plaza's OpenAI-compatible scorer with its prompt and cross-check) on the same set,
//      against a local fake model that obeys any score a motion asks for — for information: the fake's
//      numbers are crude, so only the injected motions are judged, in 3;
//   3. injected motions through the LLM path: none may get the score it asked for.
// Exit code 1 when the rubric misses a target or an injection works.

const verbose = process.argv.includes("--verbose");
// The LLM path's structured log lines (one per answer kept from the model) are for operators.
if (!verbose) console.warn = () => {};

console.log("== Rubric (Plaza rubric analyzer) on the labelled set\n");
const figures = await scoringFigures(rubricScorer);
console.log(formatFigures(figures, verbose));
const missed = missedTargets(figures);
console.log(missed.length ? `\nTargets missed (${missed.length}):\n${missed.map((m) => `  - ${m}`).join("\n")}` : "\nAll targets met.");

console.log("\n== LLM path against the gullible fake model, same set (for information)\n");
const fake = await fakeLlmScorer();
try {
  console.log(formatFigures(await scoringFigures(fake.scorer), verbose));
  console.log(`\n${fake.calls()} chat requests to the fake.`);
} finally {
  await fake.close();
}

console.log("\n== Injected instructions through the LLM path\n");
const injections = await injectionCheck();

if (missed.length || injections) process.exitCode = 1;
