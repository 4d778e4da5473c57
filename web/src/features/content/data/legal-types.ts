/**
 * Legal texts are data, so the page layout (table of contents, anchors, the date) is written once.
 * A block is a paragraph or a bulleted list; "{email}" in any text becomes the contact address from
 * configuration, so the address is never baked into the build.
 */
type LegalBlock = string | { list: string[] };

type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** For the route's meta description. */
  description: string;
  intro: string;
  /**
   * The day this text last changed (never today's date: a policy that re-dates itself on every visit says
   * nothing about when it changed). Change it in the same commit as the text, and only then.
   */
  lastUpdated: string;
  sections: LegalSection[];
};
