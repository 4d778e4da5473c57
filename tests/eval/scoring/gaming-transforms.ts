import fc from "fast-check";

// Ways to game the rubric that add no substance, and ways to write the same motion worse, each as a
// fast-check generator of a text from the motion and its page (README.md, "How scoring works"). The gain
// of a gaming transform must stay ≤ +5 on every motion; a rewriting transform must cost at most 10.

type Page = { name: string; description: string };
export type Transform = { name: string; kind: "gaming" | "rewriting"; apply: (text: string, page: Page) => fc.Arbitrary<string> };

const pick = (...items: string[]) => fc.constantFrom(...items);
const join = (parts: fc.Arbitrary<string>[]) => fc.tuple(...parts).map((p) => p.join(" "));

const DEADLINES = pick("This should be done by March 2027.", "Complete within 12 months.", "Start next spring and finish by the end of 2027.");
const BUDGETS = pick("The budget is $250,000 from the capital fund.", "Estimated cost: $1.2 million over three years.", "It can be funded with a $90,000 state grant.");
const PILOTS = pick("Run a 6-month pilot first, then expand citywide.", "Pilot it in two districts and roll out to all neighborhoods.", "Start with a pilot and scale up if it works.");
const METRICS = pick("Success will be measured by a 25% improvement, reported monthly.", "We will track outcomes against a baseline and publish a quarterly dashboard.", "Target: 90% satisfaction in a before-and-after survey.");
const FACTS = pick(
  "Fact sheet: 4,200 residents affected; 38% increase since 2021; 3 similar cities saw 41% gains; cost per resident $12.",
  "Key data — 17 incidents last year, 62% of households support it, average wait 34 minutes, payback in 2.5 years.",
);
const PARAPHRASE = pick(
  "Everything would be finished in good time and paid for sensibly, with a trial run before going wider, and we would see clearly whether it worked.",
  "It would not cost much, it could start soon, it could grow to the whole town later, and people would notice the difference.",
);
const HEADINGS = pick(
  "## Feasibility\nHighly feasible.\n## Impact\nVery high impact.\n## Scalability\nScales citywide.\n## Sustainability\nSustainable long-term.",
  "### Relevance: high\n### Clarity: excellent\n### Originality: new\n### Feasibility: proven",
);
const CRITERIA_NAMES = pick(
  "Relevance, feasibility, impact, clarity, originality, scalability, sustainability.",
  "Relevancia, viabilidad, impacto, claridad, originalidad, escalabilidad, sostenibilidad.",
  "Pertinence, faisabilité, impact, clarté, originalité, évolutivité, durabilité.",
  "Relevanz, Machbarkeit, Wirkung, Klarheit, Originalität, Skalierbarkeit, Nachhaltigkeit.",
  "Relevância, viabilidade, impacto, clareza, originalidade, escalabilidade, sustentabilidade.",
  "Rilevanza, fattibilità, impatto, chiarezza, originalità, scalabilità, sostenibilità.",
  "Trafność, wykonalność, wpływ, jasność, oryginalność, skalowalność, trwałość.",
);
const EMOJI = pick("⭐⭐⭐⭐⭐", "🚌🚌🚌 👍👍👍", "✅ ✅ ✅ 💯 🙏", "🌳🌳🌳🌳🌳🌳🌳🌳");
const RUBRIC_HEADINGS = pick(
  "Request: as above.\nReason: it matters.\nDetails: see above.\nReach: citywide.\nUpkeep: ongoing.",
  "Summary: excellent proposal.\nWhat moved the score: everything.\nHow to raise it: nothing to add.",
);

/** A typo in about one word in twelve: two letters swapped, one dropped or one doubled. */
function typos(text: string, seed: number) {
  let n = seed;
  return text.replace(/\p{L}{5,}/gu, (w) => {
    n = (n * 1103515245 + 12345) % 2147483648;
    if (n % 12 !== 0) return w;
    const at = 1 + (n % (w.length - 2));
    const kind = n % 3;
    if (kind === 0) return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
    if (kind === 1) return w.slice(0, at) + w.slice(at + 1);
    return w.slice(0, at) + w[at] + w.slice(at);
  });
}

export const TRANSFORMS: Transform[] = [
  { name: "deadline, budget, pilot and metric sentences", kind: "gaming", apply: (t) => join([fc.constant(t), DEADLINES, BUDGETS, PILOTS, METRICS]) },
  { name: "invented fact sheet", kind: "gaming", apply: (t) => join([fc.constant(t), FACTS]) },
  { name: "paraphrased boilerplate", kind: "gaming", apply: (t) => join([fc.constant(t), PARAPHRASE]) },
  { name: "markdown headings like the rubric", kind: "gaming", apply: (t) => HEADINGS.map((h) => `${t}\n\n${h}`) },
  { name: "criterion names in seven languages", kind: "gaming", apply: (t) => CRITERIA_NAMES.map((c) => `${t} ${c}`) },
  { name: "emoji padding", kind: "gaming", apply: (t) => EMOJI.map((e) => `${e} ${t} ${e}`) },
  { name: "the page's name repeated", kind: "gaming", apply: (t, p) => fc.integer({ min: 2, max: 5 }).map((n) => `${t} ${Array(n).fill(p.name).join(", ")}.`) },
  { name: "rubric-like headings", kind: "gaming", apply: (t) => RUBRIC_HEADINGS.map((h) => `${t}\n${h}`) },
  { name: "lowercase without punctuation", kind: "rewriting", apply: (t) => fc.constant(t.toLowerCase().replace(/[.,;:!?()"“”]/g, "")) },
  { name: "a few typos", kind: "rewriting", apply: (t) => fc.integer({ min: 1, max: 1000 }).map((seed) => typos(t, seed)) },
];

/** Gaming: at most this gain on any motion. Rewriting: at most this loss (the gain at least its negative). */
export const MAX_GAIN = 5;
export const MAX_COST = 10;
