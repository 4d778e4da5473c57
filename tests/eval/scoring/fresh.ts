import { animalsMotions, animalsPage } from "./fresh-animals";
import { artsMotions, artsPage } from "./fresh-arts";
import type { PageSet } from "./labelled-set";

// The fresh set, the frozen test part (split.ts): motions on four pages no rubric was tuned on, written for
// rubric 3.1.0's report by authors who never read the rubric's code nor ran a scorer, each told only what
// the tiers mean and which voices, languages and gamed forms to cover. Tiers were fixed in each file's
// commits before any scorer read the motions; nobody has changed the rubric looking at them.

export const freshSet: PageSet[] = [
  { page: animalsPage, motions: animalsMotions },
  { page: artsPage, motions: artsMotions },
];
