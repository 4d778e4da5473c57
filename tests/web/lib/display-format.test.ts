import { describe, expect, it } from "vitest";
import { formatFullTimestamp, formatRelativeTime, formatScore } from "../../../web/src/lib/display-format";

describe("formatScore", () => {
  it("keeps at most one decimal so a score never reads as a different band", () => {
    expect(formatScore(72)).toBe("72");
    expect(formatScore(25.4)).toBe("25.4");
    expect(formatScore(61.25)).toBe("61.3");
  });
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Local-time constructors keep the calendar date the same in every time zone the tests run in.
const now = new Date(2026, 2, 11, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("formatRelativeTime", () => {
  it("says just now for the first minute, and for timestamps slightly in the future", () => {
    expect(formatRelativeTime(ago(0), now)).toBe("just now");
    expect(formatRelativeTime(ago(59_000), now)).toBe("just now");
    expect(formatRelativeTime(ago(-30_000), now)).toBe("just now");
  });

  it("counts minutes, hours and days while under 7 days", () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(45 * MINUTE), now)).toBe("45 minutes ago");
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(2 * DAY), now)).toBe("2 days ago");
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe("6 days ago");
  });

  it("switches to a long date at exactly 7 days", () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe("March 4, 2026");
    expect(formatRelativeTime(new Date(2025, 11, 25, 9, 30), now)).toBe("December 25, 2025");
  });

  it("accepts the API's ISO strings", () => {
    expect(formatRelativeTime(ago(2 * HOUR).toISOString(), now)).toBe("2 hours ago");
  });

  it("returns nothing for an unreadable date rather than 'Invalid Date'", () => {
    expect(formatRelativeTime("not a date", now)).toBe("");
    expect(formatFullTimestamp("not a date")).toBe("");
  });
});

describe("formatFullTimestamp", () => {
  it("gives the weekday, date and time", () => {
    expect(formatFullTimestamp(new Date(2026, 2, 4, 15, 5))).toMatch(/^Wednesday, March 4, 2026 at 3:05\sPM$/);
  });
});
