// A motion's score band. The rule itself lives in the contract (worker/contract/score-bands.ts), shared with
// the Worker's share card, so the badge and the card always agree; how a score or a time reads is shared with
// other features: web/src/lib/display-format.ts.

export { scoreBand, type ScoreBand } from "@contract/score-bands";
