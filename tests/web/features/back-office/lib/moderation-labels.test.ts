import { PERMANENT_FROM } from "@contract/moderation-states";
import { describe, expect, it } from "vitest";
import { reportsByReason, suspensionText } from "../../../../../web/src/features/back-office/lib/moderation-labels";

describe("reportsByReason", () => {
  it("groups the reports by reason, the most reported first, keeping only the notes there are", () => {
    const at = "2026-03-02T09:00:00.000Z";
    const groups = reportsByReason([
      { reason: "abuse", note: "Insults.", createdAt: at },
      { reason: "spam", note: null, createdAt: at },
      { reason: "spam", note: "An advert.", createdAt: at },
    ]);
    expect(groups.map((g) => [g.label, g.count, g.notes.map((n) => n.note)])).toEqual([
      ["Spam or advertising", 2, ["An advert."]],
      ["Abusive, hateful or threatening", 1, ["Insults."]],
    ]);
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
