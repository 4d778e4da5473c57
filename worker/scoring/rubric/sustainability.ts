import { checklist, type Evaluation } from "./checklist";
import { find, type Pattern } from "./signals";

// Sustainability: language that commits to ongoing funding, upkeep, an environmental angle and review.

export function sustainability(text: string): Evaluation {
  const item = (pattern: Pattern, label: string, points: number, missing: string, tip: string) => {
    const found = find(text, pattern);
    return { label, found, credit: found.length ? 1 : 0, points, missing, tip };
  };
  return checklist(5, [
    item("ongoingMoney", "ongoing funding", 30, "how it is paid for year after year",
      "Say how it is paid for after the first year (operating budget, grant, revenue)."),
    item("maintenance", "upkeep", 20, "who maintains it", "Say who maintains it and how it is kept working."),
    item("environment", "environmental benefit", 20, "an environmental angle",
      "Mention any environmental effect: emissions, heat, trees, energy."),
    item("review", "long-term review", 25, "long-term monitoring or review", "Commit to regular public reporting or a review date."),
  ]);
}
