import { build, capAt, type Evaluation } from "./evaluation";
import type { Reading } from "./reading";
import { find } from "./signals";

// Feasibility: whether the page could deliver it as asked. The page is the body that acts, so what counts
// is how exactly the request says what to do, and the details attached to it: where, when, with what
// money or staff, at what scope. A vague request stays low whatever is appended to it.

/** The details of the content, quoted by kind, for the explanation. */
export function details(reading: Reading) {
  const text = reading.content.join(" ");
  return {
    place: find(text, "place"),
    sites: find(text, "sites"),
    time: find(text, "time"),
    money: find(text, "money"),
    resources: find(text, "resources"),
    count: find(text, "count"),
  };
}

/** A vague request caps what the details after it can earn: at 27 for "Do something about speeding on X". */
export const vagueCap = (request: Reading["request"]) =>
  request.ask === "vague" || request.specificity < 0.4 ? 10 + 50 * request.specificity : 100;

export function feasibility(reading: Reading): Evaluation {
  const spec = reading.request.specificity;
  const d = details(reading);
  const e = build(15, [
    ["request", 45 * spec, 22],
    ["details", d.place.length ? 10 : d.sites.length ? 5 : 0, 4],
    ["details", d.time.length ? 10 : 0, 4],
    // What a department asks first: with what money or staff.
    ["details", d.money.length ? 15 : d.resources.length ? 12 : 0, 3],
    ["details", d.count.length ? 8 : 0, 3],
  ]);
  capAt(e, vagueCap(reading.request), "request");
  return e;
}
