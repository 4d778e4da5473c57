import { build, capAt, type Evaluation } from "./evaluation";
import { vagueCap } from "./feasibility";
import type { Reading } from "./reading";
import { find } from "./signals";

// Scalability: whether the request can grow beyond one spot — reach across many sites, a pilot or phases
// that expand, or a model that already works elsewhere.

export function scalability(reading: Reading): Evaluation {
  const spec = reading.request.specificity;
  const text = reading.content.join(" ");
  const many = find(text, "count").some((c) => Number(c.replace(/[^\d.]/g, "")) >= 10);
  const e = build(20, [
    ["request", 30 * spec, 15],
    ["reach", find(text, "reach").length ? 25 : many ? 15 : 0, 5],
    ["reach", find(text, "phasing").length ? 15 : 0, 0],
    ["reach", find(text, "proven").length ? 15 : 0, 0],
  ]);
  capAt(e, vagueCap(reading.request), "request");
  return e;
}
