import { describe, expect, it } from "vitest";
import { updateNotificationMail, type UpdateNotice } from "../../../worker/mail/notification-mail";

// The notification mail: a subject for each reason and for a response without a status change, the
// response in full in both parts, the page's city, a follower of the city told so, and everything a member or
// staff typed escaped in the HTML.

const notice = (overrides: Partial<UpdateNotice> = {}): UpdateNotice => ({
  recipientName: "Ada",
  reason: "voter",
  pageName: "Harbor Transit",
  placeName: "Rivermouth",
  followedCity: null,
  motionText: "Run the night bus every 20 minutes on weekends.",
  update: { status: "accepted", previousStatus: "under_review", text: "Accepted: from March the N1 runs every 20 minutes.", byName: "jordan", byRole: "editor" },
  links: { motion: "https://plaza.example/rivermouth/harbor-transit/motions/m1", unsubscribe: "https://plaza.example/notifications/unsubscribe?token=t", settings: "https://plaza.example/me/notifications" },
  ...overrides,
});

describe("updateNotificationMail", () => {
  it.each([
    ["author", true, "Your motion is now Accepted"],
    ["author", false, "New response to your motion"],
    ["voter", true, "A motion you voted on is now Accepted"],
    ["voter", false, "New response to a motion you voted on"],
    ["follower", true, "Harbor Transit: a motion is now Accepted"],
    ["follower", false, "Harbor Transit answered a motion"],
  ] as const)("%s, status changed %s: %s", (reason, changed, subject) => {
    const update = { ...notice().update, ...(changed ? {} : { previousStatus: "accepted" as const }) };
    const mail = updateNotificationMail(notice({ reason, update }));
    expect(mail.subject).toBe(subject);
    expect(mail.text.includes("Status: Under review → Accepted")).toBe(changed);
  });

  it("carries the response, the signature, the permalink and the way out in both parts", () => {
    const mail = updateNotificationMail(notice({ reason: "follower" }));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Accepted: from March the N1 runs every 20 minutes.");
      expect(part).toContain("jordan, Editor, Harbor Transit");
      expect(part).toContain("https://plaza.example/rivermouth/harbor-transit/motions/m1");
      expect(part).toContain("https://plaza.example/notifications/unsubscribe?token=t");
      expect(part).toContain("https://plaza.example/me/notifications");
      expect(part).toContain("because you follow Harbor Transit");
    }
  });

  it("tells a follower of the city rather than the page which city they follow", () => {
    const changed = updateNotificationMail(notice({ reason: "follower", followedCity: "Rivermouth" }));
    expect(changed.subject).toBe("Rivermouth: a motion is now Accepted");
    for (const part of [changed.text, changed.html]) {
      expect(part).toContain("The city answered a motion on Harbor Transit in Rivermouth, which you follow:");
      expect(part).toContain("You get this e-mail because you follow Rivermouth.");
    }
    const reply = updateNotificationMail(notice({ reason: "follower", followedCity: "Rivermouth", update: { ...notice().update, previousStatus: "accepted" } }));
    expect(reply.subject).toBe("Rivermouth answered a motion");
  });

  it("escapes whatever members and staff typed in the HTML part", () => {
    const evil = '<img src=x onerror="alert(1)">';
    const mail = updateNotificationMail(notice({ recipientName: evil, pageName: evil, motionText: evil, update: { ...notice().update, text: evil, byName: evil } }));
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
