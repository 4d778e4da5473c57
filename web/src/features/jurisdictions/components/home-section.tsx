import type { ListSort } from "@contract/limits";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { useId, type ReactNode } from "react";

type SeeAll = { label: ReactNode; search: { jurisdiction: string; sort?: ListSort } };

/**
 * One part of a jurisdiction's screen: its heading, a sentence saying what it shows, an optional link to the
 * whole list on All Motions (`seeAll`), and its content.
 */
export function HomeSection({ title, intro, seeAll, children }: { title: ReactNode; intro?: ReactNode; seeAll?: SeeAll; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-line pt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
            {title}
          </h2>
          {intro && <p className="mt-1 text-ink-muted text-pretty">{intro}</p>}
        </div>
        {seeAll && (
          <Link
            to="/motions"
            search={seeAll.search}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            {seeAll.label}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
          </Link>
        )}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
