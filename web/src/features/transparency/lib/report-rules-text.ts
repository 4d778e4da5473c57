import { reportsToHide, type HideRules } from "@contract/moderation-states";
import { formatCount } from "./transparency-format";

// The rules of hiding by reports in plain words, with the numbers the Worker is configured with (GET
// /api/transparency `rules`; README.md, "Moderation"). The threshold's figures come from the contract's own
// formula (reportsToHide), so the page can never state other numbers than the Worker applies.

type Rules = HideRules & { votesPerReport: number };

const days = (n: number) => `${formatCount(n)} ${n === 1 ? "day" : "days"}`;
const times = (n: number) => (n === 1 ? "as many as before" : n === 2 ? "twice as many" : n === 3 ? "three times as many" : `${formatCount(n)} times as many`);

/** Whose reports count towards hiding a motion. */
export function whoCountsText(rules: Rules) {
  const age = rules.reporterMinAgeDays > 0 ? `the member's account is at least ${days(rules.reporterMinAgeDays)} old and ` : "";
  return `A report counts towards hiding a motion only if ${age}they had voted or posted a motion before reporting it. Reports that do not count still go to the moderators, who see every report and which ones counted.`;
}

/** How many counted reports hide a motion at once, with an example of a popular one. */
export function thresholdText(rules: Rules) {
  // An example well above the base threshold, in round hundreds of votes: 200 votes for the defaults.
  const votes = 100 * Math.ceil((rules.hideAt * rules.votesPerReport * 2) / 100);
  return (
    `When the reports of ${formatCount(rules.hideAt)} different members count against the same motion, it is hidden straight away under the reason given most, and waits for a moderator. ` +
    `A motion with many votes needs more: one counted report for every ${formatCount(rules.votesPerReport)} votes it has, for or against, so a motion with ${formatCount(votes)} votes needs ${formatCount(reportsToHide(rules, votes, false)!)}.`
  );
}

/** What it takes to hide a motion again once a moderator kept or restored it. */
export function afterClearingText(rules: Rules) {
  if (rules.restoredFactor === 0) return "Once a moderator has kept or restored a motion, reports no longer hide it: only a moderator can.";
  return `Once a moderator has kept or restored a motion, only reports made after that count, and it takes ${times(rules.restoredFactor)} to hide it again (${formatCount(reportsToHide(rules, 0, true)!)} for a motion with few votes).`;
}
