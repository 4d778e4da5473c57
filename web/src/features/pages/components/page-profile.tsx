import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { jurisdictionLink } from "../../../lib/addresses";
import { displayPageName } from "../../../lib/page-name";
import type { Page } from "../api/page-queries";
import { DETAIL_DESCRIPTION_LIMITS, useTruncationLimit } from "../hooks/use-truncation-limit";
import { ExpandableText } from "./expandable-text";
import { ResourceLinks } from "./resource-links";
import { SocialLinks } from "./social-links";

/**
 * The top of a motion page: who it is, where to find them, what it is about. `actions` (follow, Submit
 * Motion) stack beside the name on wide screens and wrap in a row below it on smaller ones, where a
 * side-by-side column would squeeze the name.
 */
export function PageProfile({ page, actions }: { page: Page; actions?: ReactNode }) {
  const limit = useTruncationLimit(DETAIL_DESCRIPTION_LIMITS);
  const name = displayPageName(page.name);

  return (
    <header className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
      <img
        src={page.image.url}
        alt={name}
        decoding="async"
        fetchPriority="high"
        width={640}
        height={360}
        className="aspect-video w-full rounded-2xl border border-line bg-surface-sunken object-cover shadow-sm"
      />
      <div className="min-w-0">
        {/* The city says which parks department or mayor's office this is, and leads to the rest of that city. */}
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">
          Motion page ·{" "}
          <Link {...jurisdictionLink(page.jurisdiction)} className="underline-offset-4 hover:underline">
            <span dir="auto" className="user-text">
              {page.jurisdiction.name}
            </span>
          </Link>
        </p>
        <div className="mt-1 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <h1 dir="auto" className="min-w-0 text-3xl font-bold tracking-tight text-ink text-balance user-text sm:text-4xl">{name}</h1>
          {actions && <div className="flex flex-wrap items-center gap-3 lg:shrink-0 lg:flex-col lg:items-end">{actions}</div>}
        </div>
        <SocialLinks name={name} links={page.socialMediaLinks} className="-ml-3 mt-3" />
        <ExpandableText text={page.description} limit={limit} className="mt-4 text-base sm:text-lg" />
        <ResourceLinks links={page.additionalLinks} />
      </div>
    </header>
  );
}
