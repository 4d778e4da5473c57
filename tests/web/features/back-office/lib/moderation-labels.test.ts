import { PERMANENT_FROM } from "@contract/moderation-states";
import { describe, expect, it } from "vitest";
import { countedText, reportsByReason, suspensionText } from "../../../../../web/src/features/back-office/lib/moderation-labels";

describe("reportsByReason", () => {
  it("groups the reports by reason, the most reported first, keeping only the notes there are and which counted", () => {
    const at = "2026-03-02T09:00:00.000Z";
    const groups = reportsByReason([
      { reason: "abuse", note: "Insults.", createdAt: at, counted: false },
      { reason: "spam", note: null, createdAt: at, counted: true },
      { reason: "spam", note: "An advert.", createdAt: at, counted: false },
    ]);
    expect(groups.map((g) => [g.label, g.count, g.counted, g.notes.map((n) => [n.note, n.counted])])).toEqual([
      ["Spam or advertising", 2, 1, [["An advert.", false]]],
      ["Abusive, hateful or threatening", 1, 0, [["Insults.", false]]],
    ]);
  });
});

describe("countedText", () => {
  it("sets the counted reports against what hides the motion, or says only a moderator can", () => {
    expect(countedText(1, 3)).toBe("Counted towards hiding: 1 of the 3 needed to hide it at once.");
    expect(countedText(4, null)).toBe("Counted towards hiding: 4. A moderator cleared this motion before, so only a moderator can hide it now.");
  });
});

describe("suspensionText", () => {
  const now = Date.UTC(2026, 2, 1);
  it("reads a future end, a permanent suspension, and nothing for none or a past one", () => {
    expect(suspensionText("2026-03-08T00:00:00.000Z", now)).toMatch(/^Suspended until /);
    expect(suspensionText(new Date(PERMANENT_FROM).toISOString(), now)).toBe("Suspended permanently");
    expect(suspensionText("2026-02-01T00:00:00.000Z", now)).toBeNull();
    expect(suspensionText(null, now)).toBeNull();
  });
});
