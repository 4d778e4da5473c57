import type { MoveOutcome } from "../jurisdictions/move/move";

// The arguments and the printed report of `npm run jurisdiction:move` (README.md, "Moving a jurisdiction"),
// apart from Node so they can be tested anywhere: a move names a slug and a database, a cleanup `--cleanup`
// and a slug.

export const MOVE_USAGE = "Usage: npm run jurisdiction:move -- <jurisdiction-slug> <database>  |  npm run jurisdiction:move -- --cleanup <jurisdiction-slug>";

export type MoveCommand = { kind: "move"; slug: string; to: string } | { kind: "cleanup"; slug: string } | { kind: "error"; error: string };

export const parseMoveArgs = (argv: readonly string[]): MoveCommand => {
  const args = [...argv];
  const cleanup = args[0] === "--cleanup";
  if (cleanup) args.shift();
  if (args.some((arg) => arg.startsWith("--"))) return { kind: "error", error: `Unknown option ${args.find((a) => a.startsWith("--"))}.\n${MOVE_USAGE}` };
  if (cleanup) return args.length === 1 ? { kind: "cleanup", slug: args[0]! } : { kind: "error", error: MOVE_USAGE };
  return args.length === 2 ? { kind: "move", slug: args[0]!, to: args[1]! } : { kind: "error", error: MOVE_USAGE };
};

/** What the command prints: the state reached and, per table, both sides' rows and checksums. */
export const describeOutcome = (outcome: MoveOutcome) => {
  const lines = [`${outcome.state}: ${outcome.report.jurisdictions.length} jurisdiction(s), ${outcome.from} → ${outcome.to}`];
  const verify = outcome.report.verify;
  if (verify && outcome.state !== "cleaned") {
    for (const [table, t] of Object.entries(verify.tables)) {
      lines.push(`  ${t.equal ? "ok " : "MISMATCH"} ${table}: ${t.source.rows} rows ${t.source.checksum} → ${t.target.rows} rows ${t.target.checksum}`);
    }
    lines.push(`  search: motions ${verify.search.motions.indexed}/${verify.search.motions.rows} indexed, pages ${verify.search.pages.indexed}/${verify.search.pages.rows}, ${verify.search.integrity}`);
    lines.push(`  site counters on ${outcome.to}: ${verify.counters.equal ? "equal to its rows" : `MISMATCH ${JSON.stringify(verify.counters)}`}`);
  }
  return lines.join("\n");
};
