import { CRITERIA, RUBRIC_VERSION, WEIGHTS } from "../criteria";
import type { CriterionKey, HardFlag } from "../types";
import type { Evaluation, Factor } from "./evaluation";
import type { Gates } from "./gates";
import { point, type PointContext, tip } from "./points";
import { type ForeignReading, otherLanguageShape } from "./other-language";
import { excerpt } from "./text";

const quote = (text: string) => `"${excerpt(text, 70).replace(/[.!?;,]+$/, "")}"`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// The rubric's explanation in the card's format: three headings ending in a colon, `- ` bullets, one blank
// line between sections. The summary, then the two or three factors that moved the score most, then the
// one or two changes that would raise it most. Built only from the reading, so the same motion always gets
// the same text.

const MAX_POINTS = 3;
const MAX_TIPS = 2;
const OPEN: Factor[] = ["details", "reason", "reach", "upkeep"];

const FLAG_TIPS: Record<string, string> = {
  spam: "Remove links, phone numbers and sales offers: a motion asks the page to act, it does not sell anything.",
  shouting: "Write in normal capitalisation, without strings of exclamation marks.",
  gibberish: "Write the proposal in plain sentences that say what should change and why.",
  injection: "Write the motion for the page: instructions addressed to the scorer are ignored and cap the score.",
};

export type ExplainInput = PointContext & {
  score: number;
  evaluations: Record<CriterionKey, Evaluation>;
  gates: Gates;
};

/** What each factor moved the final score by: its points in each criterion, weighted as published. */
function effects(evaluations: Record<CriterionKey, Evaluation>) {
  const total = new Map<Factor, number>();
  for (const c of CRITERIA) {
    for (const [f, points] of Object.entries(evaluations[c.key].parts) as [Factor, number][]) {
      total.set(f, (total.get(f) ?? 0) + WEIGHTS[c.key] * points);
    }
  }
  return [...total.entries()].filter(([, e]) => Math.abs(e) >= 0.5).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
}

function verdict(x: ExplainInput): string {
  const { reading, page, gates, topic } = x;
  const flag = gates.hardFlags.find((f) => f.kind !== "duplicate");
  if (flag?.kind === "injection") return `It addresses the scorer rather than the page (${flag.reason}), so every criterion is capped at ${gates.cap}.`;
  if (flag) return `It was flagged as ${flag.kind} because ${flag.reason}, so every criterion is capped at ${gates.cap}.`;
  if (gates.duplicateOf) return `It nearly repeats an earlier motion on this page, so every criterion is capped at ${gates.cap}.`;
  if (reading.language.code === "other") {
    const written = reading.language.name ? `appears to be in ${reading.language.name}` : "is in a language it cannot read";
    return `This analysis reads English, Spanish, French, German, Portuguese, Italian and Polish; the motion ${written}, so its topic, request and reasons were not judged and the score stays near the middle.`;
  }
  if (x.foreign) return `Read in ${reading.language.name}: its request and reasons were judged, its topic was not compared with the page's English description.`;
  if (gates.noRequest) return "It does not ask for anything the page could do.";
  if (topic?.foreign || gates.offTopic) return `It reads as a matter for another page than ${page.name}.`;
  const { specificity } = reading.request;
  if (specificity >= 0.7) return reading.reason >= 0.8 ? "A specific request, with the reason it matters." : "A specific request.";
  return specificity >= 0.4 ? "A clear but general request." : "The request is vague.";
}

type Bullets = { points: string[]; tips: string[] };

const flagged = (flags: HardFlag[]): Bullets => ({
  points: flags.slice(0, MAX_POINTS).map((f) => `Flagged as ${f.kind}: ${f.reason}.`),
  tips: [...new Set(flags.map((f) => FLAG_TIPS[f.kind]!))],
});

function unread({ reading }: ExplainInput): Bullets {
  const { words, sentences, anchors } = otherLanguageShape(reading.text);
  return {
    points: [
      `It was scored on what any language shows: ${plural(words, "word")} in ${plural(sentences, "sentence")}, with ${plural(anchors, "number or name", "numbers and names")}.`,
      "Its relevance was set near the middle rather than judged, so it is not marked off-topic for its language.",
    ],
    tips: ["If you can, add an English version, so this analysis can read the request and its details."],
  };
}

function readForeign(x: ExplainInput, foreign: ForeignReading): Bullets {
  const { request, support } = foreign;
  const asked =
    request.ask === "none"
      ? `It does not ask ${x.page.name} to do anything.`
      : `It asks ${request.specificity >= 0.7 ? "for a specific change" : request.specificity >= 0.4 ? "clearly but generally" : "vaguely"}: ${quote(request.clause)}.`;
  const why = support
    ? `It says why it matters: ${quote(support)}.`
    : foreign.reason
      ? "It says more than the request itself, in one long sentence."
      : "It gives no reason or evidence beyond the request itself.";
  return {
    points: [asked, why, "Its relevance was set near the middle rather than judged, so it is not marked off-topic for its language."],
    tips: request.specificity < 0.7 ? [`Say exactly what ${x.page.name} should do: which ${x.page.sites}, from when, and how many.`] : [],
  };
}

function read(x: ExplainInput): Bullets {
  const { noRequest, offTopic } = x.gates;
  // With no request, only the missing request and the topic are worth saying.
  const ranked = effects(x.evaluations).filter(([f, e]) => !noRequest || f === "noRequest" || (f === "topic" && e < 0));
  const points = [...new Set(ranked.map(([f, e]) => point(f, e > 0, x)))].filter((p): p is string => !!p).slice(0, MAX_POINTS);
  // A copy, or a motion for another page, needs one change first: the original, or the right page.
  const first = x.gates.duplicateOf ? tip("repeat", x) : offTopic ? tip("topic", x) : undefined;
  if (first !== undefined) return { points, tips: [first].filter((t): t is string => !!t) };
  const costs = ranked.filter(([, e]) => e < 0).map(([f]) => tip(f, x));
  // When little cost it points, the most useful next step is the weakest part still open.
  const open = noRequest ? [] : OPEN.filter((f) => !ranked.some(([g, e]) => g === f && e > 0)).map((f) => tip(f, x));
  return { points, tips: [...new Set([...costs, ...open])].filter((t): t is string => !!t).slice(0, MAX_TIPS) };
}

function bullets(x: ExplainInput): Bullets {
  const flags = x.gates.hardFlags.filter((f) => f.kind !== "duplicate");
  if (flags.length) return flagged(flags);
  if (x.foreign) return readForeign(x, x.foreign);
  return x.reading.language.code === "en" ? read(x) : unread(x);
}

export function explain(x: ExplainInput): string {
  const summary = `Rule-based analysis by the Plaza rubric v${RUBRIC_VERSION}, no language model: ${x.score}/100. ${verdict(x)}`;
  const { points, tips } = bullets(x);
  if (!points.length) points.push("Nothing in it moved the score far from the middle either way.");
  if (!tips.length) tips.push("It already has what this rubric looks for; evidence from the neighborhood or support from neighbors can still strengthen it.");
  const list = (items: string[]) => items.map((t) => `- ${t.replace(/\s+/g, " ").trim()}`).join("\n");
  return [`Summary:\n${summary}`, `What moved the score:\n${list(points)}`, `How to raise it:\n${list(tips)}`].join("\n\n");
}
