import { FIELD_LIST, type FieldInfo } from "./lexicon";
import { contentStems, shingles, topicTerms } from "./text";

// What a page is about, read once from its name and description: the words that name its subject, the
// fields of work it belongs to, and the words a list stuffed with "the page's own terms" would echo.

export type PageSubject = {
  name: string;
  /** Subject words of the name ("transit", "library") and the names in it ("Ashford", "Delgado"). */
  nameTerms: Map<string, string>;
  properNames: Set<string>;
  descriptionTerms: Map<string, string>;
  fields: FieldInfo[];
  /** A mayor's or a council member's page answers for every city service, so no field is foreign to it. */
  general: boolean;
  /** Fitting words for tips: "routes or stops" and "riders" on a transit page. */
  sites: string;
  people: string;
  /** Every stem that echoes the page: its name, its description and its fields' vocabulary. */
  echoes: Set<string>;
  /** Pairs of content stems running in the name and description, to tell the page's own places (relevance.ts). */
  pairs: Set<string>;
};

const capitalisedOnly = (word: string, description: string) =>
  /^\p{Lu}/u.test(word) && !new RegExp(`(?<![\\p{L}])${word.toLowerCase()}(?![\\p{L}])`, "u").test(description);

export function readPage(page: { name: string; description: string }): PageSubject {
  const named = topicTerms(page.name);
  const descriptionTerms = topicTerms(page.description);
  // A field counts from one trigger word in the name, or two distinct ones in the description (a passing
  // mention, like "street trees" on a parks page, does not make it a streets page).
  const fields = FIELD_LIST.filter((f) => {
    const inDescription = [...f.triggers].filter((t) => descriptionTerms.has(t)).length;
    return [...f.triggers].some((t) => named.has(t)) || inDescription >= 2;
  });
  const fieldTerms = new Set(fields.flatMap((f) => [...f.terms]));
  const nameTerms = new Map<string, string>();
  const properNames = new Set<string>();
  for (const [s, word] of named) {
    const original = page.name.match(new RegExp(`\\b${word}\\b`, "i"))?.[0] ?? word;
    if (!fieldTerms.has(s) && capitalisedOnly(original, page.description)) properNames.add(s);
    else nameTerms.set(s, word);
  }
  // A mayor or a council member answers for every service: tips speak of the city's, not one field's.
  const main = fields.find((f) => f.key === "government") ?? fields[0];
  return {
    name: page.name,
    nameTerms,
    properNames,
    descriptionTerms,
    fields,
    general: fields.some((f) => f.key === "government"),
    sites: main?.sites ?? "places",
    people: main?.people ?? "people",
    echoes: new Set([...named.keys(), ...descriptionTerms.keys(), ...fieldTerms]),
    pairs: shingles(contentStems(`${page.name} ${page.description}`)),
  };
}

/**
 * The text without the page's own name: naming the page says nothing the page does not already know, so
 * repeating "Ashford Police Department" earns no relevance, however often (README.md, "How scoring works").
 */
export function withoutPageName(text: string, name: string): string {
  const words = name.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (!words.length || !words[0]) return text;
  const named = new RegExp(`(?<![\\p{L}\\d])${words.join("\\s+")}(?![\\p{L}\\d])[,;]?`, "giu");
  // Where the name began a sentence, what follows it begins the sentence now: "Ashford Regional Transit bus
  // routes…" after a full stop still starts one ("Bus routes…").
  const cut = text.replace(named, "\uE000");
  return cut
    .replace(/(^|[.!?]\s*)\uE000\s*(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`)
    .replace(/\uE000/g, " ")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}
