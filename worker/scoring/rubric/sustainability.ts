import { build, capAt, type Evaluation } from "./evaluation";
import { vagueCap } from "./feasibility";
import type { Reading } from "./reading";
import { find } from "./signals";

// Sustainability: whether the change lasts — ongoing funding, upkeep, an environmental benefit, and review
// over time. A generic reporting line earns a token point; a review tied to the request earns more.

export function sustainability(reading: Reading): Evaluation {
  const spec = reading.request.specificity;
  const text = reading.content.join(" ");
  const reviewed = find(text, "review").length ? 10 : reading.boilerplate.length ? 3 : 0;
  const e = build(20, [
    ["request", 30 * spec, 15],
    ["upkeep", find(text, "ongoing").length ? 15 : 0, 0],
    ["upkeep", find(text, "maintenance").length ? 15 : 0, 0],
    ["upkeep", find(text, "environment").length ? 10 : 0, 0],
    [reviewed === 3 ? "boilerplate" : "upkeep", reviewed, 0],
  ]);
  capAt(e, vagueCap(reading.request), "request");
  return e;
}
