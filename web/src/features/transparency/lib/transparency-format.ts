import { REPORT_REASONS, type ReportReason } from "@contract/moderation-states";

// How the transparency figures read, kept pure so each wording is easy to test. English, as the interface is.

const LOCALE = "en-US";
const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: "long", year: "numeric", timeZone: "UTC" });
const shortMonthFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", timeZone: "UTC" });
const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "2026-03" → "March 2026". */
export const monthLabel = (month: string) => monthFormat.format(monthDate(month));

/** "2026-03" → "Mar", for the chart's narrow rows. */
export const shortMonthLabel = (month: string) => shortMonthFormat.format(monthDate(month));

export const formatCount = (value: number) => number.format(value);

/** The median wait from entering review to a decision: "4.5 hours", "1 hour", or "No decisions yet". */
export function formatMedianHours(hours: number | null) {
  if (hours === null) return "No decisions yet";
  return `${number.format(hours)} ${hours === 1 ? "hour" : "hours"}`;
}

/** A month's hidden motions over every reason. */
export const monthTotal = (byReason: Record<ReportReason, number>) => REPORT_REASONS.reduce((sum, reason) => sum + byReason[reason], 0);
