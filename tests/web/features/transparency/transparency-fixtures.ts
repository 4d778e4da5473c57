import type { TransparencyReport } from "../../../../web/src/features/transparency/api/transparency-query";

const zero = { spam: 0, abuse: 0, personal: 0, offtopic: 0, other: 0 };

/** GET /api/transparency as the Worker sends it: twelve months from April 2025, override what a test is about. */
export function transparencyReport(overrides: Partial<TransparencyReport> = {}): TransparencyReport {
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7));
  return {
    since: "2025-04-01T00:00:00.000Z",
    hiddenByMonth: months.map((month) => ({ month, byReason: { ...zero } })),
    hiddenTotal: 0,
    casesDecided: 0,
    medianHoursToDecision: null,
    appeals: { made: 0, upheld: 0, rejected: 0 },
    rules: { hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 2, votesPerReport: 20 },
    jurisdiction: null,
    ...overrides,
  };
}
