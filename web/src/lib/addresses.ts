// The typed links of the nation's public screens (README.md, "A nation of cities"): the same addresses as
// @contract/addresses builds for the Worker, as TanStack Router params, so a link's path is checked against
// the route tree. Spread into a Link: `<Link {...pageLink(page)}>`.

type Named = { slug: string };
type PageRef = Named & { jurisdiction: Named };

/** /{jurisdiction}: a city's home, or a region's or the nation's view. */
export const jurisdictionLink = (jurisdiction: Named) => ({ to: "/$slug", params: { slug: jurisdiction.slug } }) as const;

/** /{jurisdiction}/{page}: a motion page, under its own jurisdiction. */
export const pageLink = (page: PageRef) => ({ to: "/$slug/$page", params: { slug: page.jurisdiction.slug, page: page.slug } }) as const;

/** /{jurisdiction}/{page}/motions/{id}: a motion's permalink. */
export const motionLink = (motion: { _id: string; entity: PageRef }) =>
  ({ to: "/$slug/$page/motions/$id", params: { slug: motion.entity.jurisdiction.slug, page: motion.entity.slug, id: motion._id } }) as const;
