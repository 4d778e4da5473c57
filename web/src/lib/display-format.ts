// How scores and times read on every screen (motion cards and timelines, notifications), kept pure so every
// boundary is easy to test.

// The interface is English, so numbers and dates are too: a browser set to another language would otherwise mix them.
const LOCALE = "en-US";

// Scores are weighted means, so one decimal is kept: rounding 25.4 to "25" would contradict its orange band.
const scoreFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

export const formatScore = (score: number) => scoreFormat.format(score);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Relative time only under 7 days; "23 days ago" is harder to place than a date. */
const RELATIVE_LIMIT_MS = 7 * DAY;

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "always" });

// A time zone of undefined is the reader's own; a server render (lib/server-clock.tsx) asks for "UTC".
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (style: "long" | "full", timeZone: string | undefined) => {
  const key = `${style} ${timeZone ?? ""}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, style === "long" ? { dateStyle: "long", timeZone } : { dateStyle: "full", timeStyle: "short", timeZone });
    dateFormats.set(key, format);
  }
  return format;
};

const toTime = (value: Date | string | number) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/** "just now", "3 hours ago", "6 days ago" under 7 days; otherwise a long date such as "March 4, 2026". */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now(), timeZone?: string): string {
  const at = toTime(date);
  if (Number.isNaN(at)) return "";
  // A clock a little ahead of the server's makes brand-new items look future-dated; they are "just now".
  const age = Math.max(0, toTime(now) - at);
  if (age >= RELATIVE_LIMIT_MS) return dateFormat("long", timeZone).format(at);
  if (age < MINUTE) return "just now";
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), "minute");
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), "hour");
  return relative.format(-Math.floor(age / DAY), "day");
}

/** The exact moment, for the tooltip of a <time> element. */
export function formatFullTimestamp(date: Date | string | number, timeZone?: string): string {
  const at = toTime(date);
  return Number.isNaN(at) ? "" : dateFormat("full", timeZone).format(at);
}
