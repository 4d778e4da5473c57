import { PROCESS_STEMS } from "./process-words";
import { STOP_WORDS, stem, topicTerms, words } from "./text";

// Text that looks like substance but is not attached to the request. Boilerplate: generic targets, budgets,
// timelines and "success will be measured … reported monthly" lines that could follow any motion. Filler:
// a run of keywords with no sentence around it, mostly echoing the page's own name and description. Neither
// earns the details it contains; boilerplate earns a little for stating a measure at all.

const LABEL = /^\s*(?:targets?|goals?|objectives?|budget|timeline|time ?frame|deadline|kpis?|metrics?|success|outcomes?|deliverables?|measures?|impact|benefits?|costs?)\s*:/i;
const MEASURE =
  /\b(?:success|progress|results?|impact|outcomes?|performance|kpis?)\b[^.!?]{0,60}\b(?:measured|tracked|monitored|evaluated|assessed|reported)\b|\bmeasure (?:its )?(?:success|progress|impact|results)\b|\b(?:reported|published|tracked|shared) (?:monthly|quarterly|weekly|annually|every (?:month|quarter|week|year))\b|\bkpis?\b|\b(?:public |online |city )?dashboard\b/i;
// "It would help if the line were answered after 10 pm" is a request put as a condition (grammar.ts), not a claim.
const CLAIM = /^\s*(?:this|it|the (?:motion|proposal|plan|project|initiative))\s+(?:will|would|can|could)\s+(?:benefit|serve|help|reach|impact|improve|affect|support|make)\b(?![^.!?]*\bif\b)/i;
export const METRIC_WORDS = new Set(
  `target goal improvement increase decrease reduction reduce budget timeline success measure metric kpi report
   monthly quarterly weekly annual dashboard satisfaction survey resident household people benefit serve across
   within start starting usage count outcome impact percent total overall rate score million thousand track`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/**
 * Subject words of a text that are neither metric or process talk nor the page's own vocabulary: a templated
 * line is attached to the motion by the things it names ("work orders"), never by "pilot", "budget" or
 * "months", which two boilerplate lines share with each other.
 */
export const specificTerms = (text: string, echoes: Set<string>) =>
  new Set([...topicTerms(text).keys()].filter((t) => !METRIC_WORDS.has(t) && !PROCESS_STEMS.has(t) && !echoes.has(t)));

/** Lines shaped like targets, budgets, measurement or benefit claims ("Target: …", "reported monthly"). */
export const templated = (sentence: string) => LABEL.test(sentence) || MEASURE.test(sentence) || CLAIM.test(sentence);

/**
 * A sentence that states targets, a budget or reporting in terms that would fit any motion. A templated
 * line that speaks of two of the motion's own things ("no work order older than 90 days" after "11,400
 * open work orders") is attached to it and counts as content. `context`: specific terms of the motion's
 * other, untemplated sentences; `listed`: an item under a "Fact sheet:" heading, read as a templated line.
 */
export function isBoilerplate(sentence: string, echoes: Set<string>, context: Set<string>, listed = false): boolean {
  const own = specificTerms(sentence, echoes);
  const attached = [...own].filter((t) => context.has(t)).length >= 2;
  if (listed || templated(sentence)) return !attached;
  const metrics = (sentence.match(/\d+(?:[.,]\d+)*\s?%|\$\s?\d|\b(?:19|20)\d\d\b/g) ?? []).length;
  return metrics >= 2 && [...topicTerms(sentence).keys()].filter((t) => !METRIC_WORDS.has(t)).length <= 1;
}

const FILLER_RUN = 8;

/** The sentence without keyword runs (8+ words with no function word, mostly echoing the page), and the runs. */
export function stripFiller(sentence: string, echoes: Set<string>): { kept: string; runs: string[] } {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  const listWord = (t: string) => {
    const ws = words(t);
    return ws.length > 0 && ws.every((w) => !STOP_WORDS.has(w) && !/^\d/.test(w));
  };
  const runs: string[] = [];
  const keep: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && listWord(tokens[j]!)) j++;
    const echo = (t: string) => words(t).some((w) => echoes.has(stem(w)));
    // A run of keywords begins at its first two keywords in a row: "… please ignore Ashford Regional Transit, …"
    // keeps "ignore", and "make the buses better ashford regional transit …" keeps "buses better".
    const lead = Math.max(0, tokens.slice(i, j).findIndex((t, k) => echo(t) && k + i + 1 < j && echo(tokens[i + k + 1]!)));
    keep.push(...tokens.slice(i, i + lead));
    const run = tokens.slice(i + lead, j);
    const echoing = run.filter(echo).length;
    if (run.length >= FILLER_RUN && echoing / run.length >= 0.6) runs.push(run.join(" ").replace(/[.,;:!?]+$/, ""));
    else keep.push(...run);
    if (j < tokens.length) keep.push(tokens[j]!);
    i = j + 1;
  }
  return { kept: keep.join(" "), runs };
}
