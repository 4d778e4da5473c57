import { build, type Evaluation } from "./evaluation";
import type { FieldInfo } from "./lexicon";
import { FIELD_LIST } from "./lexicon";
import type { PageSubject } from "./page-subject";
import type { Reading } from "./reading";
import { contentStems, shingles, topicTerms } from "./text";
import { ACTION_VERBS } from "./vocabulary";

// Relevance: how much the motion's content concerns its page — words of the page's name (worth 2), its
// description (1) or its field's vocabulary (0.75), as a strength that saturates after a few matches,
// blended with the share of the motion's subject words that are the page's rather than another field's.
// A motion mostly made of another field's words ("potholes", "car" on a parks page) belongs elsewhere.

export type Topic = {
  /** The motion's words that tie it to the page, as written. */
  own: string[];
  /** The field the motion reads as belonging to instead, with its words; null when none dominates. */
  foreign: { field: FieldInfo; words: string[] } | null;
  /** Relevance below the off-topic threshold: the page would have to pass it on. */
  weak: boolean;
};

/** Below this relevance a motion does not clearly concern its page (gates.ts caps what it can earn). */
const OFF_TOPIC_BELOW = 50;

// A name of two or more capitalised words: "Hale Street", "Northside Family Center", "Greaves Lane".
const PLACE = /\p{Lu}\p{Ll}+(?:\s+(?:of|the|and|on)?\s*\p{Lu}\p{Ll}+)+/gu;

/**
 * Words that come only inside names the page never uses: "Tern Road" on a youth page, "Family" of "Northside
 * Family Center" say where something is, not what it is about. A place of the kind the page names ("Ferris
 * Street" on a streets page, "Hillcrest Park" on a parks page), or with two words running that the page uses
 * too, is the page's own: "Harbor Street Senior Center" on a page that runs "senior centers", "Canal Square
 * Saturday" where the page runs the market at Canal Square.
 */
function placeOnlyTerms(content: string, page: PageSubject): Set<string> {
  const inPlaces = new Set<string>();
  const stripped = content.replace(PLACE, (name) => {
    const stems = contentStems(name);
    if (page.nameTerms.has(stems.at(-1) ?? "") || [...shingles(stems)].some((pair) => page.pairs.has(pair))) return name;
    for (const s of topicTerms(name).keys()) inPlaces.add(s);
    return " ";
  });
  const outside = new Set(topicTerms(stripped).keys());
  return new Set([...inPlaces].filter((s) => !outside.has(s)));
}

export function relevance(reading: Reading, page: PageSubject): { evaluation: Evaluation; topic: Topic } {
  const own: string[] = [];
  const foreign = new Map<FieldInfo, string[]>();
  const ownFieldTerms = new Set(page.fields.flatMap((f) => [...f.terms]));
  const otherField = (s: string) => FIELD_LIST.find((f) => !page.fields.includes(f) && f.terms.has(s));
  let evidence = 0;
  // On a mayor's or council member's page another service's words are related, not the page's own: they
  // weigh half for the page and half against it ("potholes on Alder Street" on the Mayor's page).
  let related = 0;
  const content = reading.content.join(" ");
  const placeOnly = placeOnlyTerms(content, page);
  for (const [s, word] of topicTerms(content)) {
    if (placeOnly.has(s)) continue;
    // The verb of a request ("hold", "put") says what to do, not what it is about, unless it is the field's own.
    if (ACTION_VERBS.has(word) && !ownFieldTerms.has(s)) continue;
    const elsewhere = otherField(s);
    if (page.nameTerms.has(s)) evidence += 2;
    else if (page.properNames.has(s)) {
      // "Ashford" on "Ashford Regional Transit" names the city, not the page's subject.
      evidence += 0.5;
      continue;
    }
    // A word of the page's own description is the page's even when another field uses it too ("meters" on a
    // parking page), except on a general page, whose description lists every service it oversees.
    else if (page.descriptionTerms.has(s) && !(elsewhere && !ownFieldTerms.has(s) && page.general)) evidence += 1;
    else if (ownFieldTerms.has(s)) evidence += 0.75;
    else if (elsewhere && page.general) {
      evidence += 0.6;
      related++;
    }
    else {
      if (elsewhere) foreign.set(elsewhere, [...(foreign.get(elsewhere) ?? []), word]);
      continue;
    }
    own.push(word);
  }
  const foreignCount = [...foreign.values()].reduce((n, w) => n + w.length, 0);
  const strength = 1 - Math.exp(-evidence / 2);
  // Another field's words weigh half: a book drop at a rail station is still a library motion.
  const ownWeight = own.length - 0.5 * related;
  const share = own.length ? ownWeight / (ownWeight + 0.5 * related + 0.5 * foreignCount) : 0;
  const value = Math.max(5, 100 * (0.55 * strength + 0.45 * share));
  // Another field's words outnumber the page's, and the request itself names nothing of the page: a library
  // branch mentioned as a place to buy a fare card does not make a fare motion a library motion.
  const asked = new Set([...topicTerms(reading.request.clause)].filter(([s]) => !placeOnly.has(s)).map(([, w]) => w));
  const [field, words] = [...foreign.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const dominant =
    field && words && words.length >= 2 && words.length > own.length && !own.some((w) => asked.has(w)) ? { field, words } : null;
  return { evaluation: build(0, [["topic", value, 60]]), topic: { own, foreign: dominant, weak: value < OFF_TOPIC_BELOW } };
}
