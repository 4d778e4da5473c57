/**
 * `npm run jurisdiction:move -- <slug> <database>`: moves a jurisdiction's data (and its subtree's) to another
 * database of the local state (.wrangler/state, or PLAZA_STATE_DIR), through one local runtime as db:migrate
 * does; `-- --cleanup <slug>` deletes the old copy once the move has flipped. README.md, "Moving a
 * jurisdiction". Prints each table's counts and checksums; exits non-zero on a refusal or a failed check.
 */
import { cleanupMove, moveJurisdiction, MoveRefused } from "../jurisdictions/move/move";
import { describeOutcome, parseMoveArgs } from "./move-command";
import { withLocalEnv } from "./seed/local";

const command = parseMoveArgs(process.argv.slice(2));
if (command.kind === "error") {
  console.error(command.error);
  process.exitCode = 2;
} else {
  try {
    // How far a long copy is, on stderr (the report stays stdout's): a line a batch.
    const onBatch = (table: string, batches: number) => console.error(`copied batch ${batches} (${table})`);
    const outcome = await withLocalEnv((env) => (command.kind === "move" ? moveJurisdiction(env, command.slug, command.to, { onBatch }) : cleanupMove(env, command.slug)));
    console.log(describeOutcome(outcome));
    if (outcome.state === "failed") process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof MoveRefused)) throw error;
    console.error(`Refused: ${error.message}`);
    process.exitCode = 1;
  }
}
