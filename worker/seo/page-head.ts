import { jurisdictionPath, pagePath } from "../contract/addresses";
import { documentTitle, pageText } from "../contract/route-meta";
import type { Db } from "../db/client";
import { findPageBySlug } from "../pages/home-order";
import { toPageSummary } from "../pages/serialize";
import { type Head, pictureHead } from "./head-tags";
import { placeJsonLd } from "./jurisdiction-head";
import { SCHEMA, webPage } from "./static-heads";

// A motion page's head (/{jurisdiction}/{page}): its name and city, its description and its picture, or null
// when the jurisdiction has no page of that slug (the Worker then answers 404).

/** As GET /api/entity/:slug takes it (contract/lists.ts slugParam): a longer slug names no page. */
const MAX_SLUG = 120;

/** The page of `slug` in the jurisdiction `jurisdictionId`; without one, the oldest page of the slug (pre-nation /{slug}). */
export const findPageAt = (db: Db, slug: string, jurisdictionId?: string) =>
  !slug || slug.length > MAX_SLUG ? Promise.resolve(undefined) : findPageBySlug(db, slug, jurisdictionId);

export const pageHead = async (db: Db, origin: string, slug: string, jurisdictionId: string): Promise<Head | null> => {
  const row = await findPageAt(db, slug, jurisdictionId);
  if (!row) return null;
  const { title, description } = pageText(row);
  // The page's own name as screens show it, without its city: what the breadcrumb and `about` call it.
  const name = pageText({ name: row.name, description: "" }).title;
  // The stored slugs, lower-case: /Rivermouth/Metro-Transit shows the same page, under one address.
  const summary = toPageSummary(row, origin);
  const url = `${origin}${pagePath(summary)}`;
  // /images/<key>, built as every API answer builds it; its size is whatever was uploaded, so none is given.
  const image = { url: summary.image.url, alt: title };
  const collection = webPage(origin, "CollectionPage", url, { name: title, description });
  const place = summary.jurisdiction;
  return pictureHead({
    title: documentTitle(title),
    description,
    url,
    image,
    ogType: "website",
    jsonLd: {
      "@context": SCHEMA,
      "@graph": [
        { ...collection, image: image.url, about: { "@type": "Thing", name, image: image.url }, spatialCoverage: placeJsonLd(origin, place) },
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: place.name, item: `${origin}${jurisdictionPath(place)}` },
            { "@type": "ListItem", position: 2, name, item: url },
          ],
        },
      ],
    },
  });
};
