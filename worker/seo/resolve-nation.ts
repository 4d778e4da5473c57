import { jurisdictionPath, pagePath } from "../contract/addresses";
import { NOT_FOUND_TITLES } from "../contract/route-meta";
import type { Db } from "../db/client";
import { findJurisdiction } from "../jurisdictions/tree";
import { toPageSummary } from "../pages/serialize";
import type { Head } from "./head-tags";
import { jurisdictionHead } from "./jurisdiction-head";
import { motionHead } from "./motion-head";
import type { NationAddress } from "./nation-address";
import { findPageAt, pageHead } from "./page-head";

// The status, head or 301 of a nation address (README.md, "URLs"). Permalinks never break: an address of
// before the nation, or under a city's former slug, or naming a motion under another page, is answered with
// a 301 to the address the thing has now, its query string kept (a sort, a tracking tag).

export type Resolution = { status: 200 | 404; head: Head } | { redirect: string };

type Answer = { head: Head } | { redirect: string } | null;
type NotFound = (title: string) => Resolution;

/** A jurisdiction slug as the tree keeps it: an address longer than any slug names none. */
const MAX_SLUG = 120;

/** The directory, and the database of a motion by its id (null: none has it). */
type Databases = { db: Db; motionDb: (id: string) => Promise<Db | null> };

export const resolveNation = async ({ db, motionDb }: Databases, origin: string, url: URL, address: NationAddress, notFound: NotFound): Promise<Resolution> => {
  const moved = (path: string): Resolution => ({ redirect: `${path}${url.search}` });
  const answer = (found: Answer, title: string): Resolution =>
    !found ? notFound(title) : "redirect" in found ? moved(found.redirect) : { status: 200, head: found.head };
  switch (address.kind) {
    case "none":
      return notFound(NOT_FOUND_TITLES.route);
    case "old-motion":
      return answer(await motionHead(motionDb, origin, address.id, null), NOT_FOUND_TITLES.motion);
    case "motion":
      return answer(await motionHead(motionDb, origin, address.id, address), NOT_FOUND_TITLES.motion);
    case "home": {
      const home = address.slug.length <= MAX_SLUG ? await jurisdictionHead(db, origin, address.slug) : null;
      if (home) return answer(home, NOT_FOUND_TITLES.page);
      // No jurisdiction has the slug: a pre-nation /{page} link, sent to the oldest page of that slug.
      const page = await findPageAt(db, address.slug);
      return page ? moved(pagePath(toPageSummary(page, origin))) : notFound(NOT_FOUND_TITLES.page);
    }
    case "page": {
      const found = address.jurisdiction.length <= MAX_SLUG ? await findJurisdiction(db, address.jurisdiction) : null;
      if (!found) return notFound(NOT_FOUND_TITLES.route);
      // A renamed city: the same page under its new slug (the path's own spelling of the page kept).
      if (found.renamed) return moved(`${jurisdictionPath(found.row)}/${url.pathname.split("/").filter(Boolean)[1]}`);
      const head = await pageHead(db, origin, address.page, found.row.id);
      return head ? { status: 200, head } : notFound(NOT_FOUND_TITLES.page);
    }
  }
};
