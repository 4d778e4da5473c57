import { and, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { REPORT_REASONS, VOTES_PER_REPORT, type HideRules, type ReportReason } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { moderationLog } from "../db/moderation-schema";
import { motions } from "../db/schema";
import { motionInReach } from "../jurisdictions/reach";

// The public transparency figures (GET /api/transparency, the /transparency page), computed from the
// moderation log alone, never from counters kept by hand: motions hidden per reason and month (by reports or
// by a moderator; a motion hidden twice in a month counts once), how long a case waits from entering review
// to a decision (median), and appeals made and upheld. The last twelve months. With them, the configured
// numbers of hiding by reports, so the page states the rules as they are applied. For one jurisdiction (its
// path), the same figures of the motions of its subtree only (README.md, "Staff per jurisdiction").

const MONTHS = 12;
const DECISIONS = ["keep", "hide", "restore", "approve"] as const;

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function transparencyReport(db: Db, rules: HideRules, { now = new Date(), path }: { now?: Date; path?: string } = {}) {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  const month = sql<string>`strftime('%Y-%m', ${moderationLog.createdAt} / 1000, 'unixepoch')`;
  const inJurisdiction = path ? motionInReach(db, path) : undefined;
  const ofJurisdiction = inJurisdiction ? inArray(moderationLog.motionId, db.select({ id: motions.id }).from(motions).where(inJurisdiction)) : undefined;
  const recent = and(gte(moderationLog.createdAt, since), ofJurisdiction);
  const [hidden, waits, appeals] = await db.batch([
    db
      .select({ month, reason: moderationLog.reason, motions: sql<number>`count(DISTINCT ${moderationLog.motionId})` })
      .from(moderationLog)
      .where(and(recent, inArray(moderationLog.action, ["auto-hide", "hide"])))
      .groupBy(month, moderationLog.reason),
    db
      .select({ waited: sql<number>`${moderationLog.createdAt} - ${moderationLog.queuedAt}` })
      .from(moderationLog)
      .where(and(recent, inArray(moderationLog.action, DECISIONS), isNotNull(moderationLog.queuedAt))),
    db
      .select({
        made: sql<number>`count(*) FILTER (WHERE ${moderationLog.action} = 'appeal')`,
        upheld: sql<number>`count(*) FILTER (WHERE ${moderationLog.action} = 'restore' AND ${moderationLog.appeal} = 1)`,
        rejected: sql<number>`count(*) FILTER (WHERE ${moderationLog.action} = 'hide' AND ${moderationLog.appeal} = 1)`,
      })
      .from(moderationLog)
      .where(recent),
  ]);
  const months = Array.from({ length: MONTHS }, (_, i) => new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + i, 1)).toISOString().slice(0, 7));
  const count = (m: string, r: ReportReason) => hidden.find((h) => h.month === m && h.reason === r)?.motions ?? 0;
  return {
    since: since.toISOString(),
    hiddenByMonth: months.map((m) => ({ month: m, byReason: Object.fromEntries(REPORT_REASONS.map((r) => [r, count(m, r)])) as Record<ReportReason, number> })),
    hiddenTotal: hidden.reduce((sum, h) => sum + h.motions, 0),
    casesDecided: waits.length,
    medianHoursToDecision: waits.length ? Math.round((median(waits.map((w) => w.waited))! / 3_600_000) * 10) / 10 : null,
    appeals: { made: appeals[0]?.made ?? 0, upheld: appeals[0]?.upheld ?? 0, rejected: appeals[0]?.rejected ?? 0 },
    // The configured numbers the page states its rules with.
    rules: { ...rules, votesPerReport: VOTES_PER_REPORT },
  };
}
