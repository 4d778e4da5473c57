import { documentTitle, pageText } from "../contract/route-meta";
import type { Db } from "../db/client";
import { findPageBySlug } from "../pages/home-order";
import { toPageSummary } from "../pages/serialize";
import { type Head, pictureHead } from "./head-tags";
import { SCHEMA, webPage } from "./static-heads";

// A motion page's head (/{slug}): its name, its description and its picture, or null when no page has that
// slug (the Worker then answers 404).

/** As GET /api/entity/:slug takes it (contract/lists.ts slugParam): a longer slug names no page. */
const MAX_SLUG = 120;

export const pageHead = async (db: Db, origin: string, slug: string): Promise<Head | null> => {
  if (!slug || slug.length > MAX_SLUG) return null;
  const row = await findPageBySlug(db, slug);
  if (!row) return null;
  const { title, description } = pageText(row);
  // The stored slug, lower-case: /Metro-Transit shows the same page, under one address.
  const url = `${origin}/${row.slug}`;
  // /images/<key>, built as every API answer builds it; its size is whatever was uploaded, so none is given.
  const image = { url: toPageSummary(row, origin).image.url, alt: title };
  const collection = webPage(origin, "CollectionPage", url, { name: title, description });
  return pictureHead({
    title: documentTitle(title),
    description,
    url,
    image,
    ogType: "website",
    jsonLd: {
      "@context": SCHEMA,
      "@graph": [
        { ...collection, image: image.url, about: { "@type": "Thing", name: title, image: image.url } },
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Motion Pages", item: `${origin}/pages` },
            { "@type": "ListItem", position: 2, name: title, item: url },
          ],
        },
      ],
    },
  });
};
