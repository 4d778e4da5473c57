import type { ModerationAction, ReportReason } from "../../contract/moderation-states";

// The demo data's moderation (worker/cli/seed/moderate-motions.ts): motions that deserve a moderator's look,
// each with what happened to it, so the review queue, the log and /transparency show something on first
// start. Members are indexes into seedMembers (0 is the demo member); ages count back from the seed run.

export type ModerationCase = {
  page: string;
  text: string;
  age: string;
  author: number;
  reports: { by: number; reason: ReportReason; note?: string; age: string }[];
  appeal?: { text: string; age: string };
  decisions: { action: ModerationAction; reason?: ReportReason; by: "admin" | "editor"; age: string }[];
};

export const moderationCases: ModerationCase[] = [
  {
    // Advertising: three reports hid it at once; it waits in the queue for a decision.
    page: "metro-transit",
    text: "Cheap car insurance for every bus commuter! Visit www.best-cover-deals.biz and use the discount code CITY50 for a free quote today.",
    age: "2d",
    author: 7,
    reports: [
      { by: 3, reason: "spam", age: "40h" },
      { by: 11, reason: "spam", note: "An advert, nothing to do with buses.", age: "30h" },
      { by: 15, reason: "spam", age: "20h" },
    ],
    decisions: [],
  },
  {
    // A named person's address and phone number: hidden by an editor; the author appealed; the appeal failed.
    page: "metro-transit",
    text: "The driver of the 14 bus who lives at 22 Birch Lane was rude to me on Monday. His number is 555-0142, everyone should call him and complain.",
    age: "6d",
    author: 9,
    reports: [{ by: 4, reason: "personal", note: "Home address and phone number of a driver.", age: "5d" }],
    appeal: { text: "I only wanted the city to know how rude the driver was. I did not think sharing his street was a problem.", age: "4d" },
    decisions: [
      { action: "hide", reason: "personal", by: "editor", age: "5d" },
      { action: "hide", reason: "personal", by: "admin", age: "3d" },
    ],
  },
  {
    // Insults a group: two reports, still public, in the queue.
    page: "parks-and-recreation",
    text: "Ban dogs from every park. Dog owners are selfish, disgusting people and the city should stop pretending otherwise.",
    age: "3d",
    author: 12,
    reports: [
      { by: 5, reason: "abuse", age: "2d" },
      { by: 6, reason: "abuse", note: "Calls dog owners disgusting.", age: "1d" },
    ],
    decisions: [],
  },
  {
    // Reported as off-topic by three members, hidden at once, and restored by a moderator: it was on topic.
    page: "parks-and-recreation",
    text: "Turn the empty lot behind the Lindell Park tennis courts into a small skate park with lights until 9 p.m.",
    age: "12d",
    author: 0,
    reports: [
      { by: 2, reason: "offtopic", age: "11d" },
      { by: 8, reason: "offtopic", age: "11d" },
      { by: 10, reason: "offtopic", note: "Skating is not what this page is for?", age: "10d" },
    ],
    decisions: [{ action: "restore", by: "editor", age: "9d" }],
  },
];
