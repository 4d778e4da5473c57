import { hotFaultFigures } from "./hot-fault";
import { hotFigures } from "./hot-motions";
import { meFigures } from "./member-activity";
import { nationalFigures } from "./national-figures";
import type { Row } from "./report";
import type { PreparedState } from "./state";

// The phases that run once the app's Worker stopped (README.md, "Performance"): each serves the app again as
// it needs it (hot motions with other settings, killed on purpose in hot-fault), or works on the state through
// the platform proxy first (the catalogue's backfill, the moves of the `me` phase).

type Figures = { rows: Row[]; problems: string[]; raw: unknown };
type Phase = { name: string; key: "hot" | "hot-fault" | "national" | "me"; raw: string; run: () => Promise<Figures> };

export const afterWorkerPhases = (state: PreparedState, tokens: string[], seconds: number): Phase[] => [
  { name: "hot motions", key: "hot", raw: "hotMotions", run: () => hotFigures(tokens) },
  { name: "hot motion fault", key: "hot-fault", raw: "hotFault", run: () => hotFaultFigures(tokens, state.members.map((m) => m.id)) },
  {
    name: "national catalogue",
    key: "national",
    raw: "national",
    run: () => nationalFigures({ token: tokens[3]!, words: state.words, city: state.cities.typical, seconds, backfill: state.catalogue }),
  },
  { name: "a member's activity", key: "me", raw: "memberActivity", run: () => meFigures(state.members, tokens) },
];
