// The addresses of the nation's public screens (README.md, "URLs"), built in one place for the Worker (links in
// mails, sitemaps, heads, redirects) and the web app. Every public URL names the jurisdiction:
//   /{jurisdiction}                              a city's (or region's, or the nation's) home
//   /{jurisdiction}/{page}                       a motion page of that jurisdiction
//   /{jurisdiction}/{page}/motions/{motionId}    a motion's permalink
// The addresses of before the nation (/{page} and /{page}/motions/{id}) answer 301 to these.

type Named = { slug: string };
type PageRef = Named & { jurisdiction: Named };

const part = (slug: string) => encodeURIComponent(slug);

export const jurisdictionPath = (jurisdiction: Named) => `/${part(jurisdiction.slug)}`;

export const pagePath = (page: PageRef) => `${jurisdictionPath(page.jurisdiction)}/${part(page.slug)}`;

export const motionPath = (motion: { _id: string; entity: PageRef }) => `${pagePath(motion.entity)}/motions/${part(motion._id)}`;
