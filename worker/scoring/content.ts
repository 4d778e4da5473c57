import type { Evaluation } from "./relevance";
import { find } from "./signals";
import { quoteList } from "./text";

// Feasibility and impact: what a department would need to act on the motion (who, money, when, where,
// how much) and what it would change (for whom, how many, measured how). Both are checklists: each item
// found earns its points, and the explanation quotes what was found and names what was not.

export type Check = {
  /** "who acts" — how the item reads in "Found who acts (…)". */
  label: string;
  found: string[];
  /** 0–1: how fully the item is present (a vague "the city" is partial credit for "who acts"). */
  credit: number;
  points: number;
  missing: string;
  tip: string;
};

/** Drops an item already contained in an earlier one ("Authority" after "Metro Transit Authority"). */
const dedupe = (items: string[]) =>
  items.filter((x, i) => !items.slice(0, i).some((y) => y.toLowerCase().includes(x.toLowerCase())));

const joinAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Base points plus each check's share. Reasons quote up to two phrases per item: items fully present,
 * items only loosely stated (partial credit), and items not found at all.
 */
export function checklist(base: number, checks: Check[]): Evaluation {
  const value = base + checks.reduce((sum, c) => sum + c.points * c.credit, 0);
  const quoted = (c: Check) => `${c.label} (${quoteList(c.found, 2)})`;
  const full = checks.filter((c) => c.credit >= 0.6);
  const partial = checks.filter((c) => c.credit > 0 && c.credit < 0.6);
  const absent = checks.filter((c) => c.credit === 0);
  const reasons: string[] = [];
  if (full.length) reasons.push(`Found ${joinAnd(full.map(quoted))}.`);
  if (partial.length) reasons.push(`Only loosely stated: ${joinAnd(partial.map(quoted))}.`);
  if (absent.length) reasons.push(`Not found: ${joinAnd(absent.map((c) => c.missing))}.`);
  return { value, reasons, tips: checks.filter((c) => c.credit < 0.6).map((c) => c.tip) };
}

export function feasibility(text: string, pageName: string): Evaluation {
  // Naming the page's own body ("the Metro Transit Authority should…") is as good as naming any agency.
  const namesPage = pageName.length > 3 && text.toLowerCase().includes(pageName.toLowerCase());
  const actors = dedupe([...(namesPage ? [pageName] : []), ...find(text, "actorName"), ...find(text, "actorRole")]);
  const vagueActors = find(text, "vagueActor");
  const money = find(text, "money");
  const funding = find(text, "fundingWord");
  const when = [...find(text, "date"), ...find(text, "deadline")];
  const vagueTime = find(text, "vagueTime");
  const places = find(text, "place");
  const placeWords = find(text, "placeWord");
  const counts = find(text, "count");
  return checklist(10, [
    {
      label: "who acts",
      found: actors.length ? actors : vagueActors,
      credit: actors.length ? 1 : vagueActors.length ? 0.3 : 0,
      points: 20,
      missing: "who should carry it out",
      tip: "Name the department, agency or partner that should carry it out.",
    },
    {
      label: "resources",
      found: [...money, ...funding],
      credit: money.length ? 1 : funding.length ? 0.5 : 0,
      points: 22,
      missing: "a cost or funding source",
      tip: "Estimate the cost and say where the money or staff would come from.",
    },
    {
      label: "a timeline",
      found: when.length ? when : vagueTime,
      credit: when.length >= 2 ? 1 : when.length ? 0.7 : vagueTime.length ? 0.2 : 0,
      points: 20,
      missing: "a deadline or start date",
      tip: 'Give a start date or deadline ("by June 2027", "within 90 days").',
    },
    {
      label: "where",
      found: places.length ? places : placeWords,
      credit: places.length ? 1 : placeWords.length ? 0.6 : 0,
      points: 14,
      missing: "where it applies",
      tip: "Say where it applies: the streets, sites or neighborhoods concerned.",
    },
    {
      label: "its scope in numbers",
      found: counts,
      credit: counts.length >= 2 ? 1 : counts.length ? 0.65 : 0,
      points: 14,
      missing: "its scope in numbers",
      tip: "Put numbers on the scope: how many stops, schools, homes or staff.",
    },
  ]);
}

export function impact(text: string): Evaluation {
  const who = find(text, "beneficiary");
  const broad = find(text, "broadBeneficiary");
  const scale = find(text, "scale");
  const outcomes = find(text, "outcome");
  const problem = find(text, "problem");
  return checklist(10, [
    {
      label: "who benefits",
      found: who.length ? who : broad,
      credit: who.length ? 1 : broad.length ? 0.4 : 0,
      points: 25,
      missing: "who benefits",
      tip: "Say who benefits: riders, tenants, students, seniors, a neighborhood.",
    },
    {
      label: "how many",
      found: scale,
      credit: scale.length ? 1 : 0,
      points: 20,
      missing: "how many people it reaches",
      tip: "Say how many people, homes or places it would reach.",
    },
    {
      label: "how success is measured",
      found: outcomes,
      credit: outcomes.length >= 3 ? 1 : outcomes.length === 2 ? 0.75 : outcomes.length ? 0.5 : 0,
      points: 30,
      missing: "a measurable outcome",
      tip: 'State a measurable target and how results are reported ("25% faster, published monthly").',
    },
    {
      label: "the problem it addresses",
      found: problem,
      credit: problem.length ? 1 : 0,
      points: 15,
      missing: "evidence of the problem",
      tip: "Describe the problem with a fact or number: how many are affected today.",
    },
  ]);
}
