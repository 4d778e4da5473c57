import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import { Skeleton } from "../../../components/skeleton";
import { displayPageName } from "../../../lib/page-name";
import type { Page } from "../api/page-queries";
import { HOME_DESCRIPTION_LIMITS, useTruncationLimit } from "../hooks/use-truncation-limit";
import { ExpandableText } from "./expandable-text";
import { SocialLinks } from "./social-links";

/**
 * One motion page on the home screen: image, name, socials, description, and `actions` — the route puts
 * the motions feature's Submit Motion control there, since features do not import each other.
 */
export function PageCard({ page, actions }: { page: Page; actions?: ReactNode }) {
  const limit = useTruncationLimit(HOME_DESCRIPTION_LIMITS);
  const name = displayPageName(page.name);
  // Typed params rather than lib/addresses.ts: the home page's first download carries this card, and the helper
  // would come as a chunk of its own (README.md, "Performance").
  const params = { slug: page.jurisdiction.slug, page: page.slug };

  return (
    <article className="grid gap-5 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8">
      <img
        src={page.image.url}
        alt={name}
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
        className="aspect-video w-full rounded-xl bg-surface-sunken object-cover"
      />
      <div className="flex min-w-0 flex-col">
        <h3 dir="auto" className="text-xl font-bold tracking-tight text-ink text-balance user-text sm:text-2xl">
          <Link
            to="/$slug/$page"
            params={params}
            className="rounded-md underline-offset-4 hover:text-brand hover:underline"
          >
            {name}
          </Link>
        </h3>
        <SocialLinks name={name} links={page.socialMediaLinks} className="-ml-3 mt-2" />
        <ExpandableText text={page.description} limit={limit} className="mt-3" />
        <div className="mt-auto flex items-center justify-end gap-3 pt-4">
          {actions}
          <Link
            to="/$slug/$page"
            params={params}
            aria-label={`Open ${name}`}
            className={buttonClass({ variant: "primary", size: "icon", className: "rounded-full" })}
          >
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Keeps the card's proportions while the list loads, so nothing jumps when the data arrives. */
export function PageCardSkeleton() {
  return (
    <div className="grid gap-5 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <div className="space-y-3">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
