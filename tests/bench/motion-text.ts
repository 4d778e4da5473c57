import { seedPages } from "../../worker/cli/seed/data";

// The benchmark's motion texts (seed.ts), built for search: sentences from a civic vocabulary, so a search
// meets the spread of words a city's real motions have. Filler ("the", "and") is in nearly every motion,
// topic words in a large share ("street" in about one in six, "bus" in about one in ten), street names in a
// few hundredths, and the names of local landmarks in about five motions each at any size: a landmark is
// named by the k-th mention of any, modulo a number of names that grows with the data set. One motion in
// eight is a demo motion instead (worker/cli/seed), cut at a random sentence, for their long texts.

type Random = () => number;
type Topic = { owner: string; asks: string[]; reasons: string[] };

const TOPICS: Topic[] = [
  {
    owner: "the Streets Department",
    asks: ["Add protected bike lanes", "Repave the worst potholes", "Install a raised pedestrian crossing", "Lower the speed limit to 20 mph", "Put in curb ramps at every corner", "Fix the broken street lights", "Plant street trees along the sidewalk"],
    reasons: ["Drivers speed through here at school time and children cross between parked cars.", "The sidewalk is cracked and people with strollers or wheelchairs walk in the street.", "Riders swerve into traffic every morning because delivery vans block the lane.", "After dark the block is unlit and people avoid walking home this way."],
  },
  {
    owner: "the Transit Authority",
    asks: ["Run the bus every ten minutes", "Add a covered bus shelter with a bench", "Extend the night bus service", "Give buses their own lane", "Show real-time arrival screens at the bus stop", "Make transfers between bus and train free for an hour"],
    reasons: ["The bus comes every thirty minutes and is often full before it reaches us.", "Night workers have no way home after midnight except an expensive taxi.", "Older riders wait in the rain with nowhere to sit.", "Buses sit in the same traffic as cars and run twenty minutes late at rush hour."],
  },
  {
    owner: "Parks and Recreation",
    asks: ["Reopen the public restrooms all year", "Build a fenced playground for toddlers", "Light the walking paths until 10 pm", "Add drinking fountains and shade", "Create a community garden with raised beds", "Keep the swimming pool open until September"],
    reasons: ["Families leave after an hour because there is no shade and no water.", "The paths are dark by five in winter and runners use the road instead.", "There is a waiting list of two hundred households for a garden plot.", "The playground equipment is twenty years old and half of it is taped off."],
  },
  {
    owner: "the Housing Office",
    asks: ["Publish every landlord's code violations online", "Fund emergency repairs for tenants", "Convert empty office floors into affordable apartments", "Speed up permits for accessory dwelling units", "Open a tenant help desk with legal advice"],
    reasons: ["Tenants wait months for heat and hot water while complaints go unanswered.", "Rents rose by a fifth in two years and families are moving out of the neighborhood.", "Whole buildings stand empty while the shelter turns people away.", "People sign leases without knowing the building's history."],
  },
  {
    owner: "the School District",
    asks: ["Serve free breakfast in every school", "Add crossing guards at school entrances", "Keep school libraries open after class", "Fix the heating in the school buildings", "Offer after-school tutoring in math and reading"],
    reasons: ["Teachers say hungry students cannot focus before lunch.", "Classrooms were below 60 degrees for weeks last winter.", "Parents work late and children have nowhere safe to go after three.", "Cars double-park at drop-off and children walk between them."],
  },
  {
    owner: "the Public Library",
    asks: ["Open the library on Sundays", "Lend laptops and hotspots for a month", "Remove late fines for children's books", "Add quiet study rooms that can be booked online", "Run free English and computer classes"],
    reasons: ["Students have nowhere quiet to study on weekends.", "Hundreds of households have no internet at home.", "Fines keep the families who need the library most away from it.", "The reading room is full by ten every morning."],
  },
  {
    owner: "the Water Department",
    asks: ["Replace the remaining lead service lines", "Test the tap water in every school each year", "Clear the storm drains before the rainy season", "Install water bottle refill stations", "Publish the water quality results each month"],
    reasons: ["Basements flooded twice this year because the drains were blocked with leaves.", "Parents do not know whether the water their children drink is safe.", "Water bills doubled while the pipes keep breaking.", "The city still has thousands of lead pipes and no public schedule."],
  },
  {
    owner: "the Fire Department",
    asks: ["Install free smoke alarms for older residents", "Keep hydrants clear of snow", "Train volunteers in CPR in every district", "Put defibrillators in all public buildings", "Inspect fire escapes on older apartment buildings"],
    reasons: ["Most deadly fires last year were in homes without a working alarm.", "Ambulances take twelve minutes to reach the edge of the district.", "Hydrants were buried for days after the last storm.", "Nobody checks whether the fire escapes still hold."],
  },
  {
    owner: "the Office of the Mayor",
    asks: ["Publish every city contract over $50,000 online", "Hold a town hall in each district every quarter", "Stream all council meetings with captions", "Let residents decide part of the budget by vote", "Translate city notices into the five most spoken languages"],
    reasons: ["Residents learn about decisions after they are made.", "Meetings happen at two in the afternoon when most people are at work.", "Contracts are signed without anyone seeing the bids.", "A third of residents speak another language at home."],
  },
  {
    owner: "the Sustainability Office",
    asks: ["Plant a thousand trees in the hottest blocks", "Put solar panels on every city roof", "Collect food waste for compost at the curb", "Replace the city fleet with electric vehicles", "Open cooling centers during heat waves"],
    reasons: ["On hot days the asphalt reaches 140 degrees and there is no shade for blocks.", "The city pays millions for electricity it could produce itself.", "A third of household trash is food that could be composted.", "Older neighbors stayed inside without air conditioning during the last heat wave."],
  },
];

const STREETS = ["Alder", "Birch", "Cedar", "Chestnut", "Cypress", "Elm", "Hawthorn", "Hickory", "Juniper", "Laurel", "Linden", "Magnolia", "Maple", "Oak", "Pine", "Poplar", "Spruce", "Sycamore", "Walnut", "Willow", "Main", "Market", "Church", "Mill", "Bridge", "Harbor", "Union", "Liberty", "Franklin", "Lincoln", "Jefferson", "Madison", "Washington", "Grant", "Park", "Lake", "River", "Hill", "Valley", "Spring", "Garden", "Meadow", "Orchard", "Prospect", "Summit", "Highland", "Forest", "Grove", "Ridge", "Railroad"];
const STREET_KINDS = ["Street", "Street", "Street", "Avenue", "Avenue", "Road", "Boulevard", "Lane", "Drive"];
const DISTRICTS = ["the North End", "the East Side", "Downtown", "the West End", "the South Side", "the Old Town", "the Waterfront", "Midtown", "the Heights"];
const LANDMARK_KINDS = ["park", "library", "school", "community center", "market", "station", "playground", "clinic", "pool", "church"];
const FUNDS = ["capital", "operating", "road repair", "parks", "transit", "housing trust", "climate", "neighborhood"];
const MEASURES = ["the number of complaints", "travel times", "the share of residents who use it", "injuries and crashes", "the waiting time", "costs against the plan", "visits per week"];

// Landmark names: onset + middle + ending (30 × 32 × 50 = 48,000 made-up words like "Brommerford").
const ONSETS = ["Ash", "Bel", "Brom", "Cal", "Dun", "Els", "Fair", "Glen", "Hal", "Ing", "Kel", "Lang", "Mar", "Nor", "Pem", "Quen", "Rad", "Sel", "Thorn", "Ul", "Ven", "Wes", "Yar", "Hart", "Corn", "Bram", "Stan", "Wil", "Ald", "Tre"];
const MIDDLES = ["a", "e", "i", "o", "en", "er", "in", "ow", "ing", "ham", "lay", "wick", "by", "mer", "rid", "bur", "ton", "ster", "den", "mon", "sel", "ver", "kin", "lis", "mor", "gar", "pen", "tal", "dor", "ran", "wel", "cas"];
const ENDINGS = ["ford", "field", "gate", "mere", "brook", "hurst", "dale", "wood", "worth", "stead", "croft", "holm", "moor", "ridge", "side", "well", "combe", "thorpe", "cott", "leigh", "bank", "haven", "marsh", "shaw", "wold", "burn", "cliff", "fold", "heath", "hythe", "knoll", "lea", "mouth", "ness", "pool", "royd", "sett", "slade", "tarn", "vale", "wark", "wych", "yard", "zeal", "bourne", "chester", "derry", "garth", "minster", "quay"];
const NAMES = ONSETS.length * MIDDLES.length * ENDINGS.length;
/** Landmark n's name; n runs over a permutation, so names next to each other in n share no part. */
const landmarkName = (n: number) => {
  const k = (n * 7919) % NAMES; // 7919 is prime and divides no size here: a permutation of 0..NAMES-1
  const [o, m, e] = [k % ONSETS.length, Math.floor(k / ONSETS.length) % MIDDLES.length, Math.floor(k / ONSETS.length / MIDDLES.length)];
  return `${ONSETS[o]}${MIDDLES[m]}${ENDINGS[e]}`;
};

const demoTexts = seedPages.flatMap((p) => p.motions.map((m) => m.text));
const LANDMARK_SHARE = 0.35;
const MENTIONS_PER_LANDMARK = 5;

/** A text generator for `motions` motions, drawing from `random`. */
export function motionTexts(random: Random, motions: number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const landmarks = Math.min(NAMES, Math.max(1, Math.round((motions * (7 / 8) * LANDMARK_SHARE) / MENTIONS_PER_LANDMARK)));
  let mentions = 0;
  const landmark = () => `the ${landmarkName(mentions++ % landmarks)} ${pick(LANDMARK_KINDS)}`;
  const street = () => `${pick(STREETS)} ${pick(STREET_KINDS)}`;
  const where = () => {
    const r = random();
    if (r < 0.45) return `on ${street()}`;
    if (r < 0.6) return `at ${street()} and ${street()}`;
    return `in ${pick(DISTRICTS)}`;
  };
  return () => {
    if (random() < 1 / 8) {
      const sentences = pick(demoTexts).split(/(?<=\.) /);
      return sentences.slice(0, 1 + Math.floor(random() * sentences.length)).join(" ");
    }
    const topic = pick(TOPICS);
    const parts = [`${pick(topic.asks)} ${where()}.`];
    if (random() < LANDMARK_SHARE) parts.push(`Families near ${landmark()} have asked for this for years.`);
    if (random() < 0.7) parts.push(pick(topic.reasons));
    if (random() < 0.5) parts.push(`Within ${pick([30, 60, 90, 180])} days, ${topic.owner} should publish a plan with costs and a schedule.`);
    if (random() < 0.4) parts.push(`Cost: about $${10 + Math.floor(random() * 490)},000 a year from the ${pick(FUNDS)} budget.`);
    if (random() < 0.4) parts.push(`Success measure: ${pick(MEASURES)}, reported every quarter on this page.`);
    return parts.join(" ");
  };
}

/** The words the benchmark searches for: one in many motions, one in a handful (the first landmark's name). */
export const SEARCH_WORDS = { common: "street", rare: landmarkName(0) };
