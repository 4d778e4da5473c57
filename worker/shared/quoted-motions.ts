// An analysis may quote an earlier motion of its page: the rubric's originality point and duplicate flag
// name the motion it repeats, and a model may copy words of the earlier motions it was shown. A motion can be
// hidden by the moderators (or deleted with its author's account) after that, and its words must then leave
// every analysis that quoted them (README.md, "Moderation"). So a quote is stored between markers naming the
// motion it comes from, `motions.ai_quoted_ids` lists those motions, and every read resolves the markers
// against which of them are still public: the words stay, or give way to WITHHELD.

const MARKED = /\[\[quote:([\w-]{1,64})\]\]([\s\S]*?)\[\[\/quote\]\]/g;
/** Marker-like text a model copied from a motion: removed before its own quotes are marked. */
const STRAY_MARKER = /\[\[\/?quote(:[^\]]*)?\]\]/g;
const WITHHELD = "(a motion that is no longer public)";

/** `text` (a quote of motion `id`) between the markers a read resolves. */
export const quoteOf = (id: string, text: string) => `[[quote:${id}]]${text}[[/quote]]`;

/** The motions an explanation quotes, each once, for `motions.ai_quoted_ids`; null for none. */
export const quotedIdsIn = (explanation: string): string[] | null => {
  const ids = new Set([...explanation.matchAll(MARKED)].map((m) => m[1]!));
  return ids.size ? [...ids] : null;
};

/** The explanation as a reader sees it: the quotes of motions in `publicIds` kept, every other one withheld. */
export const resolveQuotes = (explanation: string | null, publicIds: readonly string[] | null) =>
  explanation?.replace(MARKED, (_, id: string, words: string) => (publicIds?.includes(id) ? words : WITHHELD)) ?? null;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** A run of this many words in a row, copied from a motion, is a quote of it. */
const RUN = 4;

const wordsOf = (text: string) => [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
const runKey = (words: { word: string }[], at: number) => words.slice(at, at + RUN).map((w) => w.word).join(" ");

/**
 * Marks the words a model copied from `others` (runs of RUN words or more, in order), so they are withheld
 * like the rubric's own quotes once their motion is not public. A paraphrase is not a quote and stays.
 */
export function markCopiedQuotes(explanation: string, others: readonly { id: string; text: string }[]) {
  const source = new Map<string, string>();
  for (const other of others) {
    const words = wordsOf(other.text);
    for (let i = 0; i + RUN <= words.length; i++) if (!source.has(runKey(words, i))) source.set(runKey(words, i), other.id);
  }
  const text = explanation.replace(STRAY_MARKER, "");
  const words = wordsOf(text);
  const spans: { id: string; start: number; end: number }[] = [];
  for (let i = 0; i + RUN <= words.length; i++) {
    const id = source.get(runKey(words, i));
    if (!id) continue;
    let last = i + RUN - 1;
    while (last + 1 < words.length && source.get(runKey(words, last + 2 - RUN)) === id) last += 1;
    spans.push({ id, start: words[i]!.start, end: words[last]!.end });
    i = last;
  }
  let marked = text;
  for (const span of spans.reverse()) marked = marked.slice(0, span.start) + quoteOf(span.id, marked.slice(span.start, span.end)) + marked.slice(span.end);
  return marked;
}
