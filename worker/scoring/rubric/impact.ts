import { build, capAt, type Evaluation } from "./evaluation";
import { vagueCap } from "./feasibility";
import type { Reading } from "./reading";
import { find } from "./signals";

// Impact: what the motion would change and for whom — a request that says what should change, the reason
// it matters (who is affected, with evidence of the problem today), and how far it reaches. A stated measure of success
// adds a little; a generic "success will be measured … reported monthly" adds less.

export function impact(reading: Reading): Evaluation {
  const spec = reading.request.specificity;
  const text = reading.content.join(" ");
  const measured = find(text, "outcome").length ? 5 : reading.boilerplate.length ? 2 : 0;
  const reaches = find(text, "reach").length || find(text, "count").length;
  const e = build(10, [
    ["request", 30 * spec, 15],
    ["reason", 30 * reading.reason, 12],
    ["reason", find(text, "beneficiary").length ? 10 : 0, 5],
    ["reason", find(text, "problem").length ? 8 : 0, 3],
    ["reach", reaches ? 10 : 0, 4],
    [measured === 2 ? "boilerplate" : "details", measured, 0],
  ]);
  capAt(e, vagueCap(reading.request), "request");
  return e;
}
