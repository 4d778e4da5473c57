import { publicText } from "../db/text-visibility";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inPage, matchAnyTerm } from "../db/fts";
import { motions, pages } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import { motionsFts, pagesFts } from "../db/search-tables";
import { motionRows, rowToMotion } from "./list";
import { toJurisdictionSummary } from "../jurisdictions/serialize";
import { candidateWords, DUPLICATE_THRESHOLD, keyTerms, lookedUpWords, similarity } from "./similarity";

// "Find before you post" (GET /api/idea/similar, README.md "Search"): while a member writes a motion, the
// motions of the same page that say nearly the same, and another page the text fits much better. Never
// blocking: the dialog shows them and the member may still post.

/** Candidates read from the index, best BM25 first, before the similarity decides. */
const CANDIDATES = 30;
const SHOWN_SIMILAR = 3;
/** Another page is suggested when its BM25 score is at least this many times the current page's. */
const MUCH_BETTER = 2;
/** ...and it shares at least this many key terms with the text, so one common word never moves a motion. */
const MIN_SHARED_TERMS = 2;

const termsOf = (text: string) => [...keyTerms(text)].slice(0, 24);

/** How many motions hold a word is counted up to this: past it a word is common, whichever it is. */
const COUNTED_UP_TO = 5_000;

/** How many motions (of every page) hold each word, up to COUNTED_UP_TO: one batch, ~0.3 ms a common word. */
async function motionsWith(db: Db, words: [string, ...string[]]) {
  const counted = (word: string) => {
    const holding = db
      .select({ rowid: motionsFts.rowid })
      .from(motionsFts)
      .where(sql`${motionsFts} MATCH ${matchAnyTerm([word], { column: "text", prefix: false })}`)
      .limit(COUNTED_UP_TO);
    return db.select({ n: count() }).from(holding.as("holding"));
  };
  // A batch rather than one UNION ALL: D1 refuses a compound SELECT of more than five parts.
  const [first, ...rest] = words.map(counted);
  const counts = await db.batch([first!, ...rest]);
  const byWord = new Map(words.map((word, i) => [word, counts[i]?.[0]?.n ?? 0]));
  return (word: string) => byWord.get(word) ?? 0;
}

/** Up to three public motions of the page alike enough to be the same proposal, most alike first. */
export async function similarMotions(db: Db, input: { pageId: string; text: string; origin: string; viewerId?: string }) {
  const [firstWord, ...otherWords] = lookedUpWords(input.text);
  if (!firstWord) return [];
  const words: [string, ...string[]] = [firstWord, ...otherWords];
  const match = matchAnyTerm(candidateWords(words, await motionsWith(db, words)), { column: "text", prefix: false })!;
  const rows = await motionRows(db, input.viewerId)
    .innerJoin(motionsFts, eq(motionsFts.rowid, sql`${motions}.rowid`))
    .where(and(sql`${motionsFts} MATCH ${inPage(input.pageId, match)}`, publicText(), ne(motions.status, "merged")))
    .orderBy(asc(motionsFts.rank))
    .limit(CANDIDATES);
  const mine = keyTerms(input.text);
  return rows
    .map((row) => ({ row, score: similarity(mine, keyTerms(row.motion.text)) }))
    .filter((c) => c.score >= DUPLICATE_THRESHOLD)
    .sort((a, b) => b.score - a.score || b.row.motion.upCount - b.row.motion.downCount - (a.row.motion.upCount - a.row.motion.downCount))
    .slice(0, SHOWN_SIMILAR)
    .map((c) => rowToMotion(c.row, input.origin, input.viewerId));
}

/**
 * The page whose name and description fit the text much better than the page it is being written on, or
 * null: ranked by BM25 over every page, and only when the best page is not this one, scores at least twice
 * this page (or this page does not match at all) and shares two key terms with the text.
 */
export async function betterPage(db: Db, pageId: string, text: string) {
  const terms = termsOf(text);
  const match = matchAnyTerm(terms);
  if (!match) return null;
  const ranked = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      name: pages.name,
      description: pages.description,
      rank: pagesFts.rank,
      jurisdiction: { id: jurisdictions.id, slug: jurisdictions.slug, name: jurisdictions.name, kind: jurisdictions.kind },
    })
    .from(pagesFts)
    .innerJoin(pages, eq(sql`${pages}.rowid`, pagesFts.rowid))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .where(and(sql`${pagesFts} MATCH ${match}`, sameCityAs(pageId)))
    .orderBy(asc(pagesFts.rank))
    .limit(10);
  const [best] = ranked;
  if (!best || best.id === pageId) return null;
  const current = ranked.find((p) => p.id === pageId);
  if (current && best.rank! > current.rank! * MUCH_BETTER) return null;
  const pageTerms = keyTerms(`${best.name} ${best.description}`);
  if (terms.filter((t) => pageTerms.has(t)).length < MIN_SHARED_TERMS) return null;
  return { _id: best.id, slug: best.slug, name: best.name, jurisdiction: toJurisdictionSummary(best.jurisdiction) };
}

/**
 * Pages of the same city as page `pageId` (any of its districts too), or of its own jurisdiction when it sits
 * above a city: a resident writing to their city is never sent to another city's page of the same subject.
 */
const sameCityAs = (pageId: string) => sql`${jurisdictions.id} IN (
  SELECT j.id FROM ${jurisdictions} j, ${pages} cur, ${jurisdictions} cj
  WHERE cur.id = ${pageId} AND cj.id = cur.jurisdiction_id AND (j.id = cj.id OR (cj.city_id IS NOT NULL AND j.city_id = cj.city_id))
)`;
