import type { LogEntry, QueueItem } from "../../../../web/src/features/back-office/api/moderation-api";

// Moderation as the Worker sends it to the back office: a queue item and a log entry. Override only what a
// test is about.

let seq = 0;

export function queueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  seq += 1;
  return {
    motion: {
      _id: `m-queue-${seq}`,
      idea: `Cheap insurance for bus commuters ${seq}: visit our site for a quote.`,
      createdAt: "2026-03-01T09:00:00.000Z",
      status: "open",
      aiScore: 31,
      aiModel: "Plaza rubric analyzer v2.0.0 (rule-based, no LLM)",
      votes: { count: 2 },
      downVotes: { count: 5 },
      entity: { _id: "page-transit", slug: "metro-transit", name: "Metro Transit" },
    },
    state: "review",
    hiddenReason: null,
    reviewSince: "2026-03-02T09:00:00.000Z",
    flags: [],
    reports: [],
    reportsToHide: 3,
    appeal: null,
    author: { _id: `member-${seq}`, name: "Ravi Patel", suspendedUntil: null },
    authorRecent: [],
    ...overrides,
  };
}

export function logEntry(overrides: Partial<LogEntry> = {}): LogEntry {
  seq += 1;
  return {
    _id: `log-${seq}`,
    action: "hide",
    fromState: "hidden",
    toState: "removed",
    reason: "spam",
    note: null,
    appeal: false,
    by: { name: "editor", role: "editor" },
    createdAt: "2026-03-03T10:00:00.000Z",
    motion: { _id: `m-log-${seq}`, idea: "Cheap insurance for bus commuters", entity: { slug: "metro-transit", name: "Metro Transit" } },
    member: null,
    ...overrides,
  };
}
