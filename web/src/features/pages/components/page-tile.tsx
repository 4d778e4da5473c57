import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Skeleton } from "../../../components/skeleton";
import { pageLink } from "../../../lib/addresses";
import { displayPageName } from "../../../lib/page-name";
import type { Page } from "../api/page-queries";

/**
 * A motion page in the /pages grid. The whole tile is clickable through the name link's stretched hit
 * area, while the link's accessible name stays just the page's name. `aboveTheFold` tiles are on screen at
 * load, so their image is fetched at once rather than lazily; the first one's is the page's largest paint
 * (`largestPaint`), fetched ahead of the others, which on a phone are below the fold.
 */
export function PageTile({
  page,
  aboveTheFold = false,
  largestPaint = false,
  heading: Heading = "h2",
}: {
  page: Page;
  aboveTheFold?: boolean;
  largestPaint?: boolean;
  /** h3 where the grid sits under a section's own h2 (a city's home). */
  heading?: "h2" | "h3";
}) {
  const name = displayPageName(page.name);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md">
      <img
        src={page.image.url}
        alt=""
        loading={aboveTheFold ? "eager" : "lazy"}
        fetchPriority={largestPaint ? "high" : "auto"}
        decoding="async"
        width={640}
        height={360}
        className="aspect-video w-full bg-surface-sunken object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col p-5">
        <Heading dir="auto" className="text-lg font-bold tracking-tight text-ink text-balance user-text">
          <Link
            {...pageLink(page)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand"
          >
            {name}
          </Link>
        </Heading>
        <p dir="auto" className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-muted user-text">
          {page.description}
        </p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand">
          View page
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

export function PageTileSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
