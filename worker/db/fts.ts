import { sql, type SQL } from "drizzle-orm";
import { searchWords } from "../contract/search";

// FTS5 MATCH expressions built from a visitor's text (README.md, "Search"). Each word is a quoted string,
// so nothing typed can be FTS syntax; the last word of a search box matches as a prefix ("bicyc" finds
// "bicycle") because people search as they type. On the motions' index each phrase names its column
// (`text:`), so a word never matches the page-id tokens that index also holds.

type Column = "text" | null;
const phrase = (word: string, column: Column, prefix = false) => `${column ? `${column}:` : ""}"${word.replaceAll('"', '""')}"${prefix ? "*" : ""}`;

/** Every word (AND), the last one as a prefix; null when the text holds no word at all. */
export const matchAllWords = (text: string, column: Column = null): string | null => {
  const words = searchWords(text);
  if (!words.length) return null;
  return words.map((w, i) => phrase(w, column, i === words.length - 1)).join(" ");
};

/** Any of the terms (OR), each as a prefix (terms are stems: "light" finds "lights" and "lighting"). */
export const matchAnyTerm = (terms: string[], column: Column = null): string | null =>
  terms.length ? `(${terms.map((t) => phrase(t, column, true)).join(" OR ")})` : null;

/** Only the motions of one page: its id's tokens as a phrase of the `entity_id` column. */
export const inPage = (pageId: string, match: string) => `entity_id:${phrase(pageId, null)} AND ${match}`;

/** The rowid is one that `match` finds in the FTS table `fts`. */
export const rowidMatches = (rowid: SQL, fts: "motions_fts" | "entities_fts", match: string) =>
  sql`${rowid} IN (SELECT rowid FROM ${sql.identifier(fts)} WHERE ${sql.identifier(fts)} MATCH ${match})`;
