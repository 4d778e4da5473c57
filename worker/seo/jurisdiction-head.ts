import { jurisdictionPath } from "../contract/addresses";
import type { JurisdictionKind } from "../contract/jurisdictions";
import { documentTitle, jurisdictionText } from "../contract/route-meta";
import type { Db } from "../db/client";
import { toStats } from "../jurisdictions/serialize";
import { findJurisdiction, lineage } from "../jurisdictions/tree";
import type { Head } from "./head-tags";
import { siteImage } from "./site-origin";
import { SCHEMA, webPage } from "./static-heads";

// A jurisdiction's home (/{jurisdiction}): "Rivermouth · Plaza", its totals as the description, its address as
// the canonical, and JSON-LD that says which place it is and where it sits (nation › region › city).

type Place = { slug: string; name: string; kind: JurisdictionKind };

// schema.org's words for each level: a country, its states or provinces, a city, and a part of a city.
const PLACE_TYPES: Record<JurisdictionKind, string> = { nation: "Country", region: "State", city: "City", district: "AdministrativeArea" };

/** The place a page or motion is about, as JSON-LD. */
export const placeJsonLd = (origin: string, place: Place) => ({ "@type": PLACE_TYPES[place.kind], name: place.name, url: `${origin}${jurisdictionPath(place)}` });

export type JurisdictionHead = { head: Head } | { redirect: string };

/** The home a slug names (a former slug: its new address), or null for none. */
export const jurisdictionHead = async (db: Db, origin: string, slug: string): Promise<JurisdictionHead | null> => {
  const found = await findJurisdiction(db, slug);
  if (!found) return null;
  const { row } = found;
  if (found.renamed) return { redirect: jurisdictionPath(row) };
  const above = await lineage(db, row);
  const { title, description } = jurisdictionText(row, toStats(row));
  const url = `${origin}${jurisdictionPath(row)}`;
  const collection = webPage(origin, "CollectionPage", url, { name: title, description });
  return {
    head: {
      title: documentTitle(title),
      description,
      canonical: url,
      url,
      image: siteImage(origin),
      card: "summary",
      ogType: "website",
      jsonLd: {
        "@context": SCHEMA,
        "@graph": [
          { ...collection, about: placeJsonLd(origin, row) },
          {
            "@type": "BreadcrumbList",
            itemListElement: above.map((place, i) => ({ "@type": "ListItem", position: i + 1, name: place.name, item: `${origin}${jurisdictionPath(place)}` })),
          },
        ],
      },
    },
  };
};
