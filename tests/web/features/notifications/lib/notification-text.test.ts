import { describe, expect, it } from "vitest";
import { badgeText, bellLabel } from "../../../../../web/src/features/notifications/lib/bell-label";
import { detailLine, firstLine, headline, motionLine } from "../../../../../web/src/features/notifications/lib/notification-text";
import { makeNotification } from "../notification-fixtures";

const update = (status: "accepted" | "in_progress" | "open", previousStatus: "open" | "accepted") => ({
  _id: "u1",
  status,
  previousStatus,
  text: "A response.",
  by: { name: "Dana", role: "editor" as const },
});

describe("headline", () => {
  it.each([
    ["author", update("accepted", "open"), "Transit authority answered your motion · Accepted"],
    ["author", update("open", "open"), "Transit authority answered your motion"],
    ["voter", update("in_progress", "accepted"), "A motion you voted on is now In progress"],
    ["voter", update("accepted", "accepted"), "Transit authority answered a motion you voted on"],
    ["follower", update("accepted", "open"), "A motion on Transit authority is now Accepted"],
    ["follower", update("open", "open"), "Transit authority answered a motion"],
  ] as const)("%s, %o → %s", (reason, answer, text) => {
    const n = makeNotification({ reason, update: answer });
    n.motion.entity.name = "transit authority";
    expect(headline(n)).toBe(text);
  });

  it("tells the author their motion's score, with at most one decimal", () => {
    const scored = makeNotification({ kind: "scored", update: null });
    scored.motion.aiScore = 72.46;
    expect(headline(scored)).toBe("Your motion was scored: 72.5/100");
    scored.motion.aiScore = null;
    expect(headline(scored)).toBe("Your motion was scored");
  });

  it("says something true, never a wrong story, when an update comes without its response", () => {
    expect(headline(makeNotification({ kind: "update", update: null }))).toBe("There is news about a motion");
  });

  const moderated = (action: "auto-hide" | "hide" | "restore" | "keep", appeal = false) =>
    makeNotification({ kind: "moderation", update: null, moderation: { action, reason: "spam", appeal } });

  it.each([
    [moderated("auto-hide"), "Your motion is hidden while the moderators review it", "Reason: Spam or advertising"],
    [moderated("hide"), "The moderators hid your motion", "Reason: Spam or advertising"],
    [moderated("hide", true), "Your appeal was reviewed: your motion stays hidden", "Reason: Spam or advertising"],
    [moderated("restore"), "Your motion is public again", null],
    [moderated("restore", true), "Your appeal was upheld: your motion is public again", null],
    [moderated("keep"), "There is news about a motion", "Reason: Spam or advertising"],
  ])("tells the author what the moderators did: %#", (notification, text, detail) => {
    expect(headline(notification)).toBe(text);
    const line = detailLine(notification);
    expect(line && `${line.lead} ${line.text}`).toBe(detail);
  });
});

describe("the lines under the headline", () => {
  it("quote the motion's first line and the response's, with who gave it", () => {
    const n = makeNotification();
    expect(motionLine(n)).toBe("“Light the riverside path.”");
    expect(detailLine(n)).toEqual({ lead: "Dana:", text: "Funded for next spring." });
    expect(detailLine(makeNotification({ kind: "scored", update: null }))).toBeNull();
  });

  it("say so when the motion's text is withheld (hidden since, and not the member's own)", () => {
    const n = makeNotification();
    n.motion.idea = "";
    expect(motionLine(n)).toBe("This motion is not public at the moment.");
  });
});

describe("the bell's figure", () => {
  it("caps the badge at 99+ and names the count for screen readers", () => {
    expect(badgeText(3)).toBe("3");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(bellLabel(250)).toBe("Notifications, 99+ unread");
  });
});

describe("firstLine", () => {
  it("is the first line with text in it, trimmed", () => {
    expect(firstLine("\n  Funded for spring.  \nWork starts in April.")).toBe("Funded for spring.");
    expect(firstLine("")).toBe("");
  });
});
