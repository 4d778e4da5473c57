import type { Page, PageDetail } from "../../../../web/src/features/pages/api/page-queries";
import { rivermouth } from "../../support/jurisdiction-fixtures";

let seq = 0;

/** A motion page as the API sends it; override only what a test is about. */
export function makePage(overrides: Partial<Page> = {}): Page {
  seq += 1;
  return {
    _id: `entity-${seq}`,
    slug: `page-${seq}`,
    name: `page number ${seq}`,
    jurisdiction: rivermouth,
    description: "Runs the buses and trains of the city.",
    image: { url: `http://localhost/images/page-${seq}.png` },
    socialMediaLinks: [],
    additionalLinks: [],
    sortRank: 1,
    followerCount: 0,
    version: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A motion page as GET /api/entity/:slug sends it, with the caller's follow state. */
export function makePageDetail(overrides: Partial<PageDetail> = {}): PageDetail {
  return { ...makePage(), following: false, ...overrides };
}
