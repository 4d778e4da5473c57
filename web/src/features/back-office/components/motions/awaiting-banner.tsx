import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, MessageSquareReply } from "lucide-react";
import { inboxSummaryQuery } from "../../api/motion-inbox-api";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";

const count = new Intl.NumberFormat("en-US");

/**
 * Where staff land after signing in: how many motions still wait for a first response from the city, and
 * the way to them. Nothing while loading or when none wait; a failed count is not worth a toast here.
 */
export function AwaitingBanner({ kind }: { kind: StaffKind }) {
  const { data } = useQuery(inboxSummaryQuery(kind));
  const waiting = data?.awaitingFirstResponse ?? 0;
  if (waiting === 0) return null;
  return (
    <section aria-label="Motions awaiting a response" className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand/40 bg-brand-soft/50 px-4 py-3 sm:px-5">
      <MessageSquareReply aria-hidden="true" className="size-5 shrink-0 text-brand-strong" />
      <p className="min-w-0 flex-1 text-sm text-ink">
        <strong className="font-semibold">{count.format(waiting)}</strong> {waiting === 1 ? "motion awaits" : "motions await"} a first response from the city.
      </p>
      <Link
        to={staffPaths[kind].motions}
        search={{ awaiting: true }}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
      >
        Answer them
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
