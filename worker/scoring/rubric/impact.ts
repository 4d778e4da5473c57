import { checklist, type Evaluation } from "./checklist";
import { find } from "./signals";

// Impact: what the motion would change — for whom, for how many, measured how, against which problem.

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
