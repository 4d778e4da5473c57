import { describe, expect, it } from "vitest";
import { MOVE_USAGE, parseMoveArgs } from "../../../worker/cli/move-command";

describe("npm run jurisdiction:move's arguments", () => {
  it("reads a move, a cleanup, and refuses anything else with the usage", () => {
    expect(parseMoveArgs(["rivermouth", "shard-3"])).toEqual({ kind: "move", slug: "rivermouth", to: "shard-3" });
    expect(parseMoveArgs(["--cleanup", "rivermouth"])).toEqual({ kind: "cleanup", slug: "rivermouth" });
    expect(parseMoveArgs(["rivermouth"])).toEqual({ kind: "error", error: MOVE_USAGE });
    expect(parseMoveArgs(["--cleanup", "a", "b"])).toEqual({ kind: "error", error: MOVE_USAGE });
    expect(parseMoveArgs(["rivermouth", "shard-3", "--remote"])).toEqual({ kind: "error", error: `Unknown option --remote.\n${MOVE_USAGE}` });
  });
});
