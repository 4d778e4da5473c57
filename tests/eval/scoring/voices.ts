import type { PageSet } from "./labelled-set";
import { councilPage } from "./set-council";
import { housingPage } from "./set-housing";
import { libraryPage } from "./set-library";
import { parksPage } from "./set-parks";
import { schoolPage } from "./set-schools";
import { transitPage } from "./set-transit";
import { healthMotions, healthPage } from "./voices-health";
import { housingVoices } from "./voices-homes";
import { libraryVoices, schoolVoices } from "./voices-learning";
import { safetyMotions, safetyPage } from "./voices-safety";
import { transitVoices } from "./voices-transit";
import { councilVoices, parksVoices } from "./voices-wards";
import { waterMotions, waterPage } from "./voices-water";

// "Voices": 157 motions written after rubric 2.0.0 was tuned, with their tiers fixed in the files' first
// commit before any scorer read them (README.md, "How scoring works", evaluation). Residents who write in
// lowercase, with typos, at length, in lists and tables, angry, sarcastic, with emoji; good motions in the
// seven languages the rubric reads and in four it does not; gamed versions of vague requests. Three pages
// are new (water, public safety, county health); the others are fresh copies of the labelled set's pages,
// with none of its motions posted before them.

export const voicesSet: PageSet[] = [
  { page: waterPage, motions: waterMotions },
  { page: safetyPage, motions: safetyMotions },
  { page: healthPage, motions: healthMotions },
  { page: transitPage, motions: transitVoices },
  { page: councilPage, motions: councilVoices },
  { page: parksPage, motions: parksVoices },
  { page: schoolPage, motions: schoolVoices },
  { page: libraryPage, motions: libraryVoices },
  { page: housingPage, motions: housingVoices },
];
