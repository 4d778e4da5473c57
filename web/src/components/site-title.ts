/**
 * Document titles. Routes set theirs through TanStack Router's `head`, and the shell's <HeadContent />
 * renders the deepest one; a screen without its own keeps SITE_TITLE.
 */
export const SITE_TITLE = "Plaza — real-time democracy for your city";

/** "Motion Pages" → "Motion Pages · Plaza": the screen first, so tabs stay tellable apart. */
export const pageTitle = (title: string) => `${title} · Plaza`;

/** The default description, for routes that do not set their own. */
export const SITE_DESCRIPTION =
  "Plaza is a live two-way channel between citizens and city government: post motions, vote, and see every proposal scored against a published rubric, with the reasons.";

/** A route's `head` meta: its title and the description search results and link previews show. */
export const pageMeta = (title: string, description: string) => [
  { title: pageTitle(title) },
  { name: "description", content: description },
];
