// What every criterion evaluates to. Besides its value, a criterion says which factors moved it and by how
// much against a plain motion, so the explanation can name the two or three that moved the score most
// (explanation.ts) instead of listing every check.

/** The things the rubric reads in a motion; each has its own sentence in the explanation (points.ts). */
export type Factor =
  | "request"
  | "reason"
  | "details"
  | "reach"
  | "upkeep"
  | "topic"
  | "boilerplate"
  | "filler"
  | "repeat"
  | "noRequest"
  | "flag"
  | "wording";

type Parts = Partial<Record<Factor, number>>;

/** A criterion's raw value (clamped to 0–100 later) and the signed points each factor contributed to it. */
export type Evaluation = { value: number; parts: Parts };

/**
 * A criterion built from a base and factor contributions. Each item is [factor, points earned, points a
 * plain motion would earn]: the value adds the points, the parts record the difference, so a vague request
 * shows as a cost and a specific one as a gain.
 */
export function build(base: number, items: [Factor, number, number][]): Evaluation {
  const parts: Parts = {};
  let value = base;
  for (const [factor, points, plain] of items) {
    value += points;
    parts[factor] = (parts[factor] ?? 0) + points - plain;
  }
  return { value, parts };
}

/** Lowers an evaluation to `cap`, booking the points lost to `factor`. */
export function capAt(e: Evaluation, cap: number, factor: Factor) {
  if (e.value <= cap) return;
  e.parts[factor] = (e.parts[factor] ?? 0) - (e.value - cap);
  e.value = cap;
}
