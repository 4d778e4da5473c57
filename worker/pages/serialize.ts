import type { pages } from "../db/schema";
import { toJurisdictionSummary, type JurisdictionSummaryRow } from "../jurisdictions/serialize";

// The public shape of a motion page. Field names are the API's (`_id`, `description`, `image.url`,
// `socialMediaLinks`, `additionalLinks`), which the web app's types are inferred from.

/** A page row with the summary of its jurisdiction (pages/home-order.ts selects them together). */
type PageRow = typeof pages.$inferSelect & { jurisdiction: JurisdictionSummaryRow };

/** Where /images serves a stored object. */
const imageUrl = (origin: string, key: string) => `${origin}/images/${key}`;

export const toPage = (row: PageRow, origin: string) => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  jurisdiction: toJurisdictionSummary(row.jurisdiction),
  description: row.description,
  image: { url: imageUrl(origin, row.imageKey) },
  socialMediaLinks: row.socialLinks,
  additionalLinks: row.additionalLinks,
  sortRank: row.sortRank,
  followerCount: row.followerCount,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
});

/** The short form a motion carries of its page. */
export const toPageSummary = (row: Pick<PageRow, "id" | "slug" | "name" | "imageKey" | "jurisdiction">, origin: string) => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  jurisdiction: toJurisdictionSummary(row.jurisdiction),
  image: { url: imageUrl(origin, row.imageKey) },
});
