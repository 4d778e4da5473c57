import { sql, type SQL } from "drizzle-orm";
import { searchWords } from "../contract/search";

// FTS5 MATCH expressions built from a visitor's text (README.md, "Search"). Each word is a quoted string,
// so nothing typed can be FTS syntax. The motions' index stems words (porter: "bikes" and "biking" are
// "bike"), so a motion search matches whole words and needs no prefix queries, which FTS5 answers by merging
// every matching term's whole list; on that index each word names its column (`text:`), so a word never
// matches the page tokens it also holds. The pages' index is small and unstemmed: its search's last word is
// a prefix ("depart" finds "Department") because people search names as they type.

type Column = "text" | null;
const phrase = (word: string, column: Column, prefix = false) => `${column ? `${column}:` : ""}"${word.replaceAll('"', '""')}"${prefix ? "*" : ""}`;

/** Every word (AND), the last one as a prefix unless told; null when the text holds no word at all. */
export const matchAllWords = (text: string, opts: { column?: Column; prefixLast?: boolean } = {}): string | null => {
  const { column = null, prefixLast = true } = opts;
  const words = searchWords(text);
  if (!words.length) return null;
  return words.map((w, i) => phrase(w, column, prefixLast && i === words.length - 1)).join(" ");
};

/** Any of the terms (OR), each as a prefix unless told. */
export const matchAnyTerm = (terms: string[], opts: { column?: Column; prefix?: boolean } = {}): string | null =>
  terms.length ? `(${terms.map((t) => phrase(t, opts.column ?? null, opts.prefix ?? true)).join(" OR ")})` : null;

/**
 * An id as one token of the `page` column of the motions' index: without its hyphens. That column holds the
 * page's token (migration 0016) and those of the page's jurisdiction, city and region (migration 0024).
 */
const idToken = (id: string) => id.replaceAll("-", "");
const withToken = (id: string, match: string) => `page:${phrase(idToken(id), null)} AND ${match}`;

/** Only the motions of one page, by the `page` column of the motions' index. */
export const inPage = (pageId: string, match: string) => withToken(pageId, match);

/** Only the motions of a region, a city or a district (with everything below it), by the same column. */
export const inJurisdiction = (jurisdictionId: string, match: string) => withToken(jurisdictionId, match);

/** The rowid is one that `match` finds in the FTS table `fts`. */
export const rowidMatches = (rowid: SQL, fts: "motions_fts" | "entities_fts" | "catalogue_fts", match: string) =>
  sql`${rowid} IN (SELECT rowid FROM ${sql.identifier(fts)} WHERE ${sql.identifier(fts)} MATCH ${match})`;
