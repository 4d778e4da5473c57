import { checklist, type Evaluation } from "./checklist";
import { find } from "./signals";
import { quoteList } from "./text";

// Scalability: language that commits to reach beyond one place, a staged rollout, a model proven elsewhere.

export function scalability(text: string): Evaluation {
  const reach = find(text, "reach");
  const counts = find(text, "count").filter((c) => Number(c.replace(/[^\d.]/g, "")) >= 10);
  const phasing = find(text, "phasing");
  const replicable = find(text, "replicable");
  const result = checklist(15, [
    {
      label: "reach",
      found: reach.length ? reach : counts,
      credit: reach.length ? 1 : counts.length ? 0.5 : 0,
      points: 35,
      missing: "how far it reaches beyond one place",
      tip: "Say how far it reaches: every district, all branches, the whole network.",
    },
    {
      label: "a staged rollout",
      found: phasing,
      credit: phasing.length ? 1 : 0,
      points: 30,
      missing: "a pilot or phased rollout",
      tip: "Propose a pilot or phases that expand once targets are met.",
    },
    {
      label: "a proven model",
      found: replicable,
      credit: replicable.length ? 1 : 0,
      points: 20,
      missing: "a model proven elsewhere",
      tip: "Point to a city or district where the same idea already works.",
    },
  ]);
  const places = find(text, "place");
  if (!reach.length && places.length === 1) result.reasons.unshift(`Focused on one place (${quoteList(places, 1)}).`);
  result.reasons.splice(3);
  return result;
}
