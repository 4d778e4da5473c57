import { documentTitle, ROUTE_META, searchText, SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from "../contract/route-meta";
import type { Head } from "./head-tags";
import { organizationId, siteImage, websiteId } from "./site-origin";

// Heads of the screens whose words do not come from D1: the home page, the fixed routes, the page search,
// and the generic, unindexed head of member and back-office screens and of addresses that lead nowhere.

export type StaticPath = keyof typeof ROUTE_META;

export const SCHEMA = "https://schema.org";

/** The site as JSON-LD, for screens to say they are part of it. */
export const website = (origin: string) => ({ "@type": "WebSite", "@id": websiteId(origin), name: SITE_NAME, url: `${origin}/` });

/** A screen of the site as JSON-LD. */
export const webPage = (origin: string, type: string, url: string, head: { name: string; description: string }) => ({
  "@type": type,
  "@id": url,
  url,
  name: head.name,
  description: head.description,
  isPartOf: website(origin),
});

// The schema.org type of each fixed screen: the two lists are collections; /about and /contact have theirs.
const PAGE_TYPES: Partial<Record<StaticPath, string>> = {
  "/motions": "CollectionPage",
  "/pages": "CollectionPage",
  "/about": "AboutPage",
  "/contact": "ContactPage",
};

const indexedHead = (origin: string, path: string, title: string, description: string, jsonLd: Record<string, unknown>): Head => ({
  title,
  description,
  canonical: `${origin}${path}`,
  url: `${origin}${path}`,
  image: siteImage(origin),
  card: "summary",
  ogType: "website",
  jsonLd,
});

/** The home page: the site, with the page search as its search action, and its publisher. */
export const homeHead = (origin: string): Head =>
  indexedHead(origin, "/", SITE_TITLE, SITE_DESCRIPTION, {
    "@context": SCHEMA,
    "@graph": [
      {
        ...website(origin),
        description: SITE_DESCRIPTION,
        inLanguage: "en",
        publisher: { "@id": organizationId(origin) },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/pages/search/{search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      { "@type": "Organization", "@id": organizationId(origin), name: SITE_NAME, url: `${origin}/`, logo: siteImage(origin).url },
    ],
  });

/** A fixed screen (/motions, /about, …): its words from the contract, which its web route uses too. */
export const staticHead = (origin: string, path: StaticPath): Head => {
  const { title, description } = ROUTE_META[path];
  const page = webPage(origin, PAGE_TYPES[path] ?? "WebPage", `${origin}${path}`, { name: title, description });
  return indexedHead(origin, path, documentTitle(title), description, { "@context": SCHEMA, ...page });
};

/** Results of the page search for a term; the term is the address, so the canonical keeps it. */
export const searchHead = (origin: string, term: string): Head => {
  const { title, description } = searchText(term);
  const path = `/pages/search/${encodeURIComponent(term)}`;
  const page = webPage(origin, "SearchResultsPage", `${origin}${path}`, { name: title, description });
  return indexedHead(origin, path, documentTitle(title), description, { "@context": SCHEMA, ...page });
};

/**
 * A screen with nothing of its own to show a crawler (member and back-office screens, an address that leads
 * nowhere): the site's words, kept out of the index, with no canonical address and no JSON-LD. og:url is
 * the path alone: a query may carry a token (/reset-password?token=…).
 */
export const unindexedHead = (origin: string, pathname: string, title = SITE_TITLE): Head => ({
  title,
  description: SITE_DESCRIPTION,
  url: `${origin}${pathname}`,
  image: siteImage(origin),
  card: "summary",
  ogType: "website",
  noindex: true,
});
