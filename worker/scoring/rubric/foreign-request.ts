import type { ReadCode } from "./language";
import type { Ask } from "./request";
import { stemmerFor, stopWordsOf } from "./stems";
import { patternWords } from "./text";

// The request of a motion in Spanish, French, German, Portuguese, Italian or Polish, read the way
// request.ts reads English: what marks an ask in that language (a modal — "debería", "devrait", "sollte",
// "deveria", "dovrebbe", "powinno" —, a plea, an opening verb), then how specific the asking sentence is
// from the content words it names (stopwords-iso removed, Snowball stems) and its numbers and names.
//
// The opening verb is found by grammar, not by a list of verbs (README.md, "How scoring works"): a request
// opens with its verb — an infinitive, or the plural imperative a resident addresses to the city — followed
// at once by what it acts on, an article, determiner, preposition or number: "Incluyan un kit…", "Instalem
// uma faixa…", "Aggiungete un kit…". German puts the verb first and "Sie" after it: "Bauen Sie einen…".
// The endings are the languages' regular conjugations, so a verb nobody listed is read all the same.

type Foreign = Exclude<ReadCode, "en">;
/** `verb`: an opening word that is a verb by its ending alone (an infinitive); `imperative`: one that is a
 * verb when what it acts on follows (Italian's plural imperative is a verb by its ending alone); `could`: a
 * question opening with "could", put to someone who can act — a request as polite as English's "Could the
 * station run…?", and read as one without its question mark ("¿podría la estación 6 dar…"). */
type Markers = { modal: RegExp; wish: RegExp; verb: RegExp; imperative?: RegExp; could?: RegExp };

const MARKERS: Record<Foreign, Markers> = {
  es: {
    // "Puede que…" is "perhaps", not "could you".
    could: /^¿?\s*(?:podr[íi]an?|pueden|puede(?!\s+que\b)|ser[íi]a posible)\s/iu,
    modal: /\b(?:deber[íi]a[n]?|debe[n]?|tiene[n]? que|hay que|es necesario|pedimos|proponemos|propongo|solicitamos|pido|por favor|agradecer[íi]a(?:mos)? (?:que|si)|ser[íi]a \p{L}+ (?:que|si))\b/iu,
    wish: /\b(?:necesitamos|queremos|hace[n]? falta|faltan?)\b|^(?:m[áa]s|menos)\b/iu,
    verb: /^(?:que\s+\p{L}+|\p{L}{3,}(?:ar|er|ir))$/iu,
    imperative: /^\p{L}{3,}(?:en|an|ad|ed|id)$/iu,
  },
  fr: {
    could: /^(?:pourriez|pourrait|pouvez|pourrions)(?:-vous|-on|-elle|-il)?\s/iu,
    modal: /(?:\bdevrai(?:t|ent)\b|\bdoi(?:t|vent)\b|\bil faut\b|\bnous demandons\b|\bje demande\b|\b(?:nous )?proposons\b|\bje propose\b|\bs'il vous pla[îi]t\b|\bmerci de\b|\b(?:serai[st]?|serions|serait)\b[^.!?]{0,40}\b(?:si|que)\b|\bpourr(?:iez|ait)-(?:vous|on)\b)/iu,
    wish: /\b(?:nous voulons|il nous faut|manque)\b|^(?:plus de|moins de)\b/iu,
    verb: /^(?!(?:notre|votre|entre|autre|chez|hier|cher|mer|fer|ver)$)\p{L}{3,}(?:er|ir|re|ez)$/iu,
    imperative: /^\p{L}{3,}(?:ez|ons)$/iu,
  },
  de: {
    could: /^(?:könnten|könnte|können|kann|wäre es möglich)\s/iu,
    modal: /\b(?:sollte[n]?|soll(?:en)?|muss|müssen|bitte|fordern|schlage[n]? vor|brauch(?:t|en)|wäre[n]?\b[^.!?]{0,40}\bwenn|könnten sie|würden sie)\b/iu,
    wish: /\b(?:wir wollen|es fehlt|fehlen)\b|^(?:mehr|weniger)\b/iu,
    verb: /^\p{L}{3,}(?:en|ern|eln)\s+sie$/iu,
    imperative: /^\p{L}{3,}t$/iu,
  },
  pt: {
    could: /^(?:poderiam?|podem|pode|seria possível)\s/iu,
    modal: /\b(?:deveria[m]?|deve[m]?|precisa[m]?|é preciso|tem que|têm que|pedimos|propomos|proponho|solicitamos|por favor|agradeceria(?:mos)? (?:que|se)|seria \p{L}+ (?:que|se))\b/iu,
    wish: /\b(?:precisamos|queremos|faltam?)\b|^(?:mais|menos)\b/iu,
    verb: /^\p{L}{3,}(?:ar|er|ir)$/iu,
    imperative: /^\p{L}{3,}(?:em|am)$/iu,
  },
  it: {
    modal: /\b(?:dovrebbe(?:ro)?|deve|devono|bisogna|occorre|chiediamo|proponiamo|propongo|per favore|per piacere|(?:sarei|saremmo|sarebbe)\b[^.!?]{0,40}\b(?:se|che)|potreste)\b/iu,
    wish: /\b(?:servono|serve|vogliamo|mancano|manca)\b|^(?:più|meno)\b/iu,
    // "Fate durare…", "Tenete aperto…": sentence-first, the second person plural asks, whatever follows it.
    verb: /^(?:\p{L}{3,}(?:are|ere|ire)|\p{L}+(?:ate|ete|ite))$/iu,
  },
  pl: {
    could: /^czy\s(?:[^?]{0,60}\s)?(?:mógłby|mogłaby|mogłoby|moglibyście|mogłybyście|mogliby|mogłyby|można|może|mogą)(?!\p{L})/iu,
    // "Niech centra … będą otwarte": "niech" asks that something be so (the jussive, "let the centres be open").
    modal: /(?<!\p{L})(?:niech(?:aj)?|powinn[oaiy]|powinien|należy|trzeba|musi|muszą|prosimy|proszę|proponuję|proponujemy|(?:był\p{L}*|wdzięczn\p{L}*)[^.!?]{0,40}(?<!\p{L})(?:gdyby(?:ście|śmy|ś|m)?|jeśli|jeżeli))(?!\p{L})/iu,
    wish: /(?<!\p{L})(?:potrzebujemy|potrzeba|chcemy|brakuje)(?!\p{L})|^(?:więcej|mniej)(?!\p{L})/iu,
    verb: /^\p{L}{3,}(?:ć|cie|ijcie|jcie)$/iu,
    imperative: /^\p{L}{3,}(?:my|j)$/iu,
  },
};

/** The whole words of a language's request markers ("deveria", "dovrebbe"), for typo correction (typos.ts). */
export const markerWords = (code: Foreign) => patternWords(Object.values(MARKERS[code]).filter((re) => re !== undefined), 5);

const STRENGTH: Record<Ask, number> = { action: 1, modal: 0.85, wish: 0.6, question: 0.4, vague: 0.25, none: 0 };

export type ForeignRequest = { clause: string; ask: Ask; specificity: number; index: number };

const letterWords = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The content stems of a text in `code`: stop words and one- or two-letter words removed. */
export function foreignStems(text: string, code: Foreign): string[] {
  const stop = stopWordsOf(code);
  const stem = stemmerFor(code);
  return letterWords(text).filter((w) => w.length > 2 && !stop.has(w)).map(stem);
}

/** Whether a sentence opens with an imperative acting on what follows it: a function word, a number or a name. */
function opensWithImperative(sentence: string, code: Foreign): boolean {
  const [first = "", next = ""] = sentence.trim().split(/\s+/, 2);
  const [verb, object] = [first, next].map((w) => w.toLowerCase().replace(/[^\p{L}\d]+$/u, ""));
  const stop = stopWordsOf(code);
  const acted = stop.has(object!) || /^\d/.test(object!) || /^\p{Lu}\p{Ll}/u.test(next);
  return !!MARKERS[code].imperative?.test(verb!) && !stop.has(verb!) && acted;
}

/** What opens the thing a verb acts on, in each language: articles and determiners (a number or a name will do as well). */
const ARTICLES: Record<Foreign, Set<string>> = {
  es: new Set("el la los las un una unos unas más".split(" ")),
  fr: new Set("le la les un une des du plus".split(" ")),
  de: new Set("die der das den dem des ein eine einen einem mehr".split(" ")),
  pt: new Set("o a os as um uma uns umas mais".split(" ")),
  it: new Set("il lo la i gli le un uno una più".split(" ")),
  pl: new Set("więcej".split(" ")),
};
/** A mid-sentence verb that asks: the plural imperative (German's with "sie" after it). Infinitives run on inside statements. */
const MID_VERB: Record<Foreign, RegExp> = {
  es: /^\p{L}{3,}(?:en|an)$/u,
  fr: /^\p{L}{3,}ez$/u,
  de: /^\p{L}{3,}(?:en|ern|eln)$/u,
  pt: /^\p{L}{3,}(?:em|am)$/u,
  it: /^\p{L}{3,}(?:ate|ete|ite)$/u,
  pl: /^\p{L}{3,}(?:cie|jcie)$/u,
};

/**
 * A long sentence written without its stops — "… a 50 °c a mediodía planten 20 árboles a lo largo de tanner
 * street…" — split before the imperative inside it: the verb after a word that is not its subject (a
 * function word), before an article, a number or a word of the page. Unsplit when there is none.
 */
function atImperative(sentence: string, code: Foreign, ofPage: (word: string) => boolean): string | null {
  const tokens = sentence.trim().split(/\s+/);
  if (tokens.length < 16) return null;
  const stop = stopWordsOf(code);
  const plain = tokens.map((t) => t.toLowerCase().replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ""));
  const at = plain.findIndex((w, i) => {
    if (i === 0 || !MID_VERB[code].test(w)) return false;
    // German's "machen sie die…" is an imperative whatever precedes it.
    if (code === "de") return plain[i + 1] === "sie" && (ARTICLES.de.has(plain[i + 2] ?? "") || /^\d/.test(plain[i + 2] ?? ""));
    // After a plural noun in -s the same form is the present tense: "los aficionados aparcan delante…".
    const before = plain[i - 1]!;
    if (stop.has(w) || stop.has(before) || (/s$/.test(before) && code !== "it" && code !== "pl")) return false;
    const object = plain[i + 1] ?? "";
    return ARTICLES[code].has(object) || /^\d/.test(object) || (object.length >= 4 && !stop.has(object)) || ofPage(object);
  });
  return at > 0 ? tokens.slice(at).join(" ") : null;
}

function askOf(sentence: string, code: Foreign): Ask {
  const m = MARKERS[code];
  const first = letterWords(sentence)[0] ?? "";
  const opening = sentence.trim().match(/^\p{L}+(?:\s+\p{L}+)?/u)?.[0] ?? "";
  if (m.verb.test(first) || m.verb.test(opening) || opensWithImperative(sentence, code)) return "action";
  if (m.modal.test(sentence) || m.could?.test(sentence.trim())) return "modal";
  if (m.wish.test(sentence.trim())) return "wish";
  return /\?\s*$|^¿/.test(sentence.trim()) ? "question" : "none";
}

/**
 * Numbers and capitalised names after a sentence's first word, and words of the page's own (English) name
 * and description, which name its places and services in any language — "hillcrest park" written in lower
 * case too.
 */
const anchorsIn = (sentence: string, ofPage: (word: string) => boolean) =>
  new Set([
    ...(sentence.match(/\d+(?:[:.,]\d+)*/g) ?? []),
    ...sentence.split(/\s+/).slice(1).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).map((w) => w.toLowerCase().replace(/\P{L}+$/u, "")),
    ...letterWords(sentence).filter((w) => w.length >= 4 && ofPage(w)),
  ]);

/** The most specific asking sentence of a motion in `code`, or the first sentence asking nothing. */
/** `ofPage`: whether a word is one of the page's name or description (English stems), for anchors (above). */
export function findForeignRequest(sentences: string[], code: Foreign, ofPage: (word: string) => boolean): ForeignRequest {
  let best: ForeignRequest | null = null;
  for (const [index, sentence] of sentences.entries()) {
    const inner = askOf(sentence, code) === "none" ? atImperative(sentence, code, ofPage) : null;
    const clause = inner ?? sentence;
    const ask = inner ? "action" : askOf(clause, code);
    if (ask === "none") continue;
    const objects = new Set(foreignStems(clause, code)).size - (ask === "action" ? 1 : 0);
    const anchors = anchorsIn(clause, ofPage).size;
    const raw = 0.4 * STRENGTH[ask] + 0.4 * Math.min(1, objects / 4) + 0.2 * Math.min(1, anchors / 3);
    // A request that names one thing and nothing else ("Mejorar los autobuses") says no more than "better".
    const vague = objects <= 1 && anchors === 0;
    const found = { clause, ask: vague ? ("vague" as const) : ask, specificity: vague ? Math.min(raw, 0.35) : raw, index };
    if (!best || found.specificity > best.specificity) best = found;
  }
  return best ?? { clause: sentences[0] ?? "", ask: "none", specificity: 0, index: 0 };
}
