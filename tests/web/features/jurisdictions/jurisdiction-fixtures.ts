import type { JurisdictionHome, JurisdictionSummary } from "../../../../web/src/features/jurisdictions/api/jurisdiction-queries";
import type { Jurisdiction } from "../../../../web/src/lib/jurisdiction-tree";
import { cedarFalls, highlands, millbrook, norland, portAlder, rivermouth, riverland } from "../../support/jurisdiction-fixtures";

// The demo nation as the jurisdictions API answers it: the tree of GET /api/jurisdictions and a place's home.

const parentOf: Record<string, JurisdictionSummary | null> = {
  [norland.slug]: null,
  [riverland.slug]: norland,
  [highlands.slug]: norland,
  [rivermouth.slug]: riverland,
  [millbrook.slug]: riverland,
  [cedarFalls.slug]: highlands,
  [portAlder.slug]: highlands,
};

const lineageOf = (place: JurisdictionSummary): JurisdictionSummary[] => {
  const parent = parentOf[place.slug];
  return [...(parent ? lineageOf(parent) : []), place];
};

/** One place as GET /api/jurisdictions lists it. */
const treePlace = (place: JurisdictionSummary): Jurisdiction => ({
  ...place,
  parentId: parentOf[place.slug]?._id ?? null,
  path: `/${lineageOf(place).map((p) => p._id).join("/")}/`,
});

/** GET /api/jurisdictions: the nation, its regions, their cities, in the API's order (level, then name). */
export const nationTree = () => ({ jurisdictions: [norland, highlands, riverland, cedarFalls, millbrook, portAlder, rivermouth].map(treePlace) });

const stats = (over: Partial<JurisdictionHome["stats"]> = {}) => ({ pages: 6, motions: 60, votes: 716, answered: 11, followers: 2, ...over });

/** GET /api/jurisdictions/:slug for `place`; override only what a test is about. */
export function makeHome(place: JurisdictionSummary, overrides: Partial<JurisdictionHome> = {}): JurisdictionHome {
  const children = Object.entries(parentOf)
    .filter(([, parent]) => parent?.slug === place.slug)
    .map(([slug]) => [norland, riverland, highlands, rivermouth, millbrook, cedarFalls, portAlder].find((p) => p.slug === slug)!)
    .map((child) => ({ ...child, stats: stats({ pages: 3, motions: 20 }) }));
  return {
    jurisdiction: treePlace(place),
    stats: stats(),
    lineage: lineageOf(place),
    children,
    mostAnswered: place.kind === "nation" || place.kind === "region" ? [{ ...rivermouth, stats: stats() }] : [],
    following: false,
    ...overrides,
  };
}
