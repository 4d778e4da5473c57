import type { Factor } from "./evaluation";
import { details } from "./feasibility";
import type { Closest } from "./originality";
import type { ForeignReading } from "./other-language";
import type { PageSubject } from "./page-subject";
import type { Reading } from "./reading";
import type { Topic } from "./relevance";
import { find } from "./signals";
import { quoteOf } from "../../shared/quoted-motions";
import { excerpt, quoteList } from "./text";

// The explanation's sentences: for each factor, what it says when the factor raised the score and when it
// lowered it, and the change that would raise it. Every quote is text of the motion itself, and nothing is
// claimed that the reading did not find. Tips speak of the page's own sites and people.

export type PointContext = { reading: Reading; page: PageSubject; topic: Topic | null; closest: Closest; foreign: ForeignReading | null };

/** Words as the motion writes them ("Millrace", not "millrace"). */
const asWritten = (found: string[], text: string) =>
  found.map((w) => text.match(new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, "iu"))?.[0] ?? w);
const quote = (text: string, max = 70) => `"${excerpt(text, max).replace(/(?<!\.\.)[.!?;,]+$/, "")}"`;
/** Requests that put something in place, which then has to be paid for and kept up. */
const BUILDS = /^(?:please\s+)?(?:install|put|plant|build|add|replace|paint|pave|repair|create|open|turn|set|light|convert|upgrade|widen)\b/i;

function detailPhrases(reading: Reading) {
  const d = details(reading);
  return [...d.place, ...d.time, ...d.money, ...d.count, ...d.resources];
}

/** The sentence for a factor that moved the score up (`raised`) or down; null when there is nothing true to say. */
export function point(factor: Factor, raised: boolean, { reading, page, topic, closest }: PointContext): string | null {
  const { request } = reading;
  const text = reading.content.join(" ");
  switch (factor) {
    case "request":
      if (request.ask === "none") return null;
      if (raised) return `It asks for a ${request.specificity >= 0.7 ? "specific" : "clear"} change: ${quote(request.clause)}.`;
      return request.ask === "vague" || request.specificity < 0.4
        ? `The request itself is vague (${quote(request.clause, 50)}): it does not say what should change or where, so what follows it counts for little.`
        : `The request is clear but general (${quote(request.clause, 50)}): it says what to change, not how or where.`;
    case "reason":
      if (reading.request.ask === "none") return null;
      return raised && reading.reasonQuote
        ? `It says why it matters: ${quote(reading.reasonQuote)}.`
        : "It gives no reason or evidence beyond the request itself.";
    case "details": {
      if (reading.request.ask === "none") return null;
      const found = detailPhrases(reading);
      return raised && found.length ? `Details pin it down: ${quoteList(found, 3)}.` : found.length ? null : "It gives no place, time, numbers or cost for the change.";
    }
    case "reach": {
      const found = [...find(text, "reach"), ...find(text, "phasing"), ...find(text, "proven")];
      if (raised) return found.length ? `It could reach beyond one place: ${quoteList(found, 2)}.` : null;
      const place = find(text, "namedPlace")[0];
      return place && !found.length ? `It concerns one place (${quote(place)}) and does not say whether it could reach more.` : null;
    }
    case "upkeep": {
      const found = [...find(text, "ongoing"), ...find(text, "maintenance"), ...find(text, "environment"), ...find(text, "review")];
      return raised && found.length ? `It says how it would last: ${quoteList(found, 2)}.` : null;
    }
    case "topic":
      if (raised && topic?.own.length) return `It is plainly about what ${page.name} does (${quoteList(asWritten(topic.own, text), 3)}).`;
      if (topic?.foreign) return `Its subject (${quoteList(asWritten(topic.foreign.words, text), 2)}) is a matter for ${topic.foreign.field.label} rather than for ${page.name}.`;
      return topic?.own.length ? `Only ${quoteList(asWritten(topic.own, text), 2)} ties it to ${page.name}.` : `It shares no subject words with ${page.name} or its description.`;
    case "boilerplate":
      return reading.boilerplate[0] ? `Its targets, budget or reporting lines (${quote(reading.boilerplate[0], 45)}) are not tied to a specific change, so they count for little.` : null;
    case "filler":
      return reading.filler[0] ? `The list of keywords (${quote(reading.filler[0], 45)}) is not part of any request and counts for nothing.` : null;
    case "repeat":
      if (!closest || closest.similarity < 0.35) return null;
      return closest.similarity >= 0.5
        ? `It repeats the earlier motion ${quoteOf(closest.id, quote(closest.text, 60))}; supporting that one concentrates the votes.`
        : `It overlaps with an earlier motion on this page: ${quoteOf(closest.id, quote(closest.text, 60))}.`;
    case "noRequest":
      return `It does not ask ${page.name} to do anything.`;
    default:
      return null;
  }
}

/** The change that would raise the score on a factor, in the page's own terms; null when none applies. */
export function tip(factor: Factor, { reading, page, topic, closest }: PointContext): string | null {
  const place = find(reading.content.join(" "), "namedPlace")[0];
  const relevance = topic?.foreign || topic?.weak;
  const tips: Partial<Record<Factor, string | null>> = {
    request: `Say exactly what ${page.name} should do: which ${page.sites}, and what should change there.`,
    reason: `Add a sentence on why it is needed: what ${page.people} face today, with a fact or an example.`,
    details: `Add the details that make it workable: which ${page.sites}, from when, and how many.`,
    reach: place ? `Say whether it could work beyond ${place}, at more ${page.sites}.` : null,
    upkeep: BUILDS.test(reading.request.clause) ? "Say how it would be paid for and kept up after the first year." : null,
    topic: topic?.foreign
      ? `Post it on the page responsible for ${topic.foreign.field.label}, or say how ${page.name} is involved.`
      : relevance
        ? `Say how it concerns ${page.name}, or post it on the page responsible for it.`
        : null,
    boilerplate: `Replace the generic targets with what this change needs: which ${page.sites}, from when, and at what cost.`,
    filler: "Drop the keyword list and say in a sentence what should change.",
    repeat: closest && closest.similarity >= 0.35 ? "Support the earlier motion instead, or say what yours adds to it." : null,
    noRequest: `Say in one sentence what you want ${page.name} to do, starting with the action.`,
  };
  return tips[factor] ?? null;
}
