import { useQuery } from "@tanstack/react-query";
import { Activity } from "lucide-react";
import { Skeleton } from "../../../components/skeleton";
import { statsQuery } from "../api/stats-query";

const FIGURES = [
  { key: "pages", label: "Motion pages" },
  { key: "motions", label: "Motions submitted" },
  { key: "votes", label: "Votes cast" },
] as const;

const formatCount = new Intl.NumberFormat("en-US").format;

/**
 * The "Live System" card: real totals from the Worker. While they load the card holds their place;
 * if they cannot be read it says so and shows no numbers, because a zero would be a false statement.
 */
export function LiveSystemCard() {
  const { data, isPending, isError } = useQuery(statsQuery());

  return (
    <section aria-labelledby="live-system-title" className="rounded-3xl border border-line bg-surface-raised p-6 shadow-xl shadow-slate-900/5 sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <h3 id="live-system-title" className="text-lg font-bold text-ink">
          Live System
        </h3>
        {data && (
          <span className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800">
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-500" />
            Online
          </span>
        )}
      </div>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">Counted from Plaza's database when you opened this page.</p>

      {isPending ? (
        <div aria-busy="true" className="mt-6">
          <p role="status" className="sr-only">
            Loading live figures…
          </p>
          <div className="grid grid-cols-3 gap-3">
            {FIGURES.map(({ key }) => (
              <div key={key} className="space-y-2 rounded-2xl bg-surface-sunken p-4">
                <Skeleton className="h-8 w-16" />
                <Skeleton className="h-3 w-full" />
              </div>
            ))}
          </div>
        </div>
      ) : isError || !data ? (
        <p className="mt-6 flex items-start gap-3 rounded-2xl bg-surface-sunken p-4 text-sm leading-relaxed text-ink-muted">
          <Activity aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          The live figures cannot be read right now. Everything else on Plaza works as usual.
        </p>
      ) : (
        <dl className="mt-6 grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
          {FIGURES.map(({ key, label }) => (
            <div key={key} className="flex flex-col-reverse justify-end rounded-2xl bg-surface-sunken p-4">
              <dt className="mt-1 text-sm text-ink-muted">{label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl">{formatCount(data[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
