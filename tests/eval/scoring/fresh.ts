import { animalsMotions, animalsPage } from "./fresh-animals";
import { animalsMoreMotions } from "./fresh-animals-more";
import { artsMotions, artsPage } from "./fresh-arts";
import { artsMoreMotions } from "./fresh-arts-more";
import { parkingMotions, parkingPage } from "./fresh-parking";
import { parkingMoreMotions } from "./fresh-parking-more";
import { seniorsMotions, seniorsPage } from "./fresh-seniors";
import { seniorsMoreMotions } from "./fresh-seniors-more";
import { streetsMotions, streetsPage } from "./fresh-streets";
import { streetsMoreMotions } from "./fresh-streets-more";
import { businessMotions, businessPage } from "./fresh-business";
import { businessMoreMotions } from "./fresh-business-more";
import { environmentMotions, environmentPage } from "./fresh-environment";
import { environmentMoreMotions } from "./fresh-environment-more";
import { fireMotions, firePage } from "./fresh-fire";
import { fireMoreMotions } from "./fresh-fire-more";
import { youthMotions, youthPage } from "./fresh-youth";
import { youthMoreMotions } from "./fresh-youth-more";
import type { PageSet } from "./labelled-set";

// Fresh sets: motions on pages no rubric was tuned on, written by authors who never read the rubric's code
// nor ran a scorer, each told only what the tiers mean and which voices, languages and gamed forms to
// cover. Tiers were fixed in each file's commits before any scorer read the motions (split.ts).

/** The first fresh set (98 motions): rubric 3.1.0's test part, whose failures were then read: tuning since. */
export const readFreshSet: PageSet[] = [
  { page: animalsPage, motions: [...animalsMotions, ...animalsMoreMotions] },
  { page: artsPage, motions: [...artsMotions, ...artsMoreMotions] },
];

/** The frozen test part: nobody has changed the rubric looking at these. */
export const freshSet: PageSet[] = [
  { page: parkingPage, motions: [...parkingMotions, ...parkingMoreMotions] },
  { page: streetsPage, motions: [...streetsMotions, ...streetsMoreMotions] },
  { page: firePage, motions: [...fireMotions, ...fireMoreMotions] },
  { page: environmentPage, motions: [...environmentMotions, ...environmentMoreMotions] },
  { page: youthPage, motions: [...youthMotions, ...youthMoreMotions] },
  { page: businessPage, motions: [...businessMotions, ...businessMoreMotions] },
  { page: seniorsPage, motions: [...seniorsMotions, ...seniorsMoreMotions] },
];
