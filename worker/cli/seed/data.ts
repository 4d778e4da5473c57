import { seedMembers } from "./members";
import { libraryMotions, mayorMotions } from "./motions-civic";
import { housingMotions, parksMotions } from "./motions-community";
import { streetsMotions, transitMotions } from "./motions-mobility";
import { fireMotions, schoolsMotions } from "./motions-services";
import { pageInfo } from "./pages";
import { cedarFallsPages, portAlderPages } from "./city-highlands";
import { millbrookPages } from "./city-millbrook";
import type { SeedCityPage, SeedMotion } from "./types";

// The demo content of `npm run seed`: pages with their motions and the city each belongs to (nation.ts),
// members, and a deterministic vote plan.

/** A demo page, its motions, and the slug of its city. */
export type SeedPage = SeedCityPage & { city: string };
export { seedMembers };

const inCity = (city: string, pages: SeedCityPage[]): SeedPage[] => pages.map((page) => ({ ...page, city }));

/** Rivermouth's eight pages first (the single city's before the nation), then the smaller cities'. */
export const seedPages: SeedPage[] = [
  ...inCity("rivermouth", [
    { ...pageInfo.mayor, motions: mayorMotions },
    { ...pageInfo.transit, motions: transitMotions },
    { ...pageInfo.parks, motions: parksMotions },
    { ...pageInfo.housing, motions: housingMotions },
    { ...pageInfo.schools, motions: schoolsMotions },
    { ...pageInfo.fire, motions: fireMotions },
    { ...pageInfo.library, motions: libraryMotions },
    { ...pageInfo.streets, motions: streetsMotions },
  ]),
  ...inCity("millbrook", millbrookPages),
  ...inCity("cedar-falls", cedarFallsPages),
  ...inCity("port-alder", portAlderPages),
];

/**
 * The key a demo motion's author and votes are planned from: Rivermouth's as before the nation (so its demo
 * data stays the same), other cities' prefixed with the city, since their page slugs repeat.
 */
export const motionKey = (page: Pick<SeedPage, "city" | "slug">, index: number) =>
  page.city === "rivermouth" ? `${page.slug}#${index}` : `${page.city}/${page.slug}#${index}`;

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** "12d5h" → milliseconds. Throws on anything but whole numbers of d, h and m, so a typo fails loudly. */
export const ageToMs = (age: string) => {
  if (!/^(\d+[dhm])+$/.test(age)) throw new Error(`Bad seed motion age "${age}"`);
  let ms = 0;
  for (const [, amount, unit] of age.matchAll(/(\d+)([dhm])/g)) ms += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  return ms;
};

/** FNV-1a: a stable 32-bit seed from a string. */
const hashString = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** mulberry32: a tiny seeded PRNG, so every seed run plans exactly the same votes. */
export const seededRandom = (seed: string) => {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type PlannedVote = {
  /** Index into seedMembers. */
  member: number;
  direction: "up" | "down";
  /** When the vote came, as a fraction of the time between the motion's posting and the seed run. */
  at: number;
};

/** `motion.up` up votes and `motion.down` down votes from distinct members, picked by a seeded shuffle. */
export const planVotes = (key: string, motion: SeedMotion, memberCount: number): PlannedVote[] => {
  const voters = motion.up + motion.down;
  if (voters > memberCount) throw new Error(`Seed motion "${key}" wants ${voters} voters; there are ${memberCount} members`);
  const random = seededRandom(key);
  const order = Array.from({ length: memberCount }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, voters).map((member, i) => ({ member, direction: i < motion.up ? "up" : "down", at: random() }));
};

/** The member who posted a motion: deterministic, spread over everyone. */
export const authorIndex = (key: string, memberCount: number) => hashString(`author:${key}`) % memberCount;
