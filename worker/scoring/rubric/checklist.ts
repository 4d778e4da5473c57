import { quoteList } from "./text";

// The shape every criterion evaluates to, and the checklist most criteria are: each item found earns its
// points, and the explanation quotes what was found and names what was not.

/** A criterion's raw value (clamped to 0–100 later), the reasons shown, and tips for a better motion. */
export type Evaluation = { value: number; reasons: string[]; tips: string[] };

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
