import { Link } from "@tanstack/react-router";
import { jurisdictionLink, pageLink } from "../../../lib/addresses";
import { displayPageName } from "../../../lib/page-name";
import type { Motion } from "../api/motion-queries";

/**
 * The motion page a motion belongs to and the city it is in ("Metro Transit · Rivermouth"): the page's picture
 * and name link to the page, the city's name to the city's home. In a nation of cities the same page name
 * (the parks department, the mayor's office) exists in many of them, so the city is what tells them apart.
 */
export function PageSummary({ page }: { page: Motion["entity"] }) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm font-medium">
      <Link {...pageLink(page)} className="group -ms-1 inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg ps-1 pe-1 text-ink">
        {/* Decorative: the name beside it already says whose picture it is. */}
        <img
          src={page.image.url}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          decoding="async"
          className="size-7 shrink-0 rounded-full bg-surface-sunken object-cover ring-1 ring-line"
        />
        <span dir="auto" className="min-w-0 user-text group-hover:text-brand group-hover:underline">
          {displayPageName(page.name)}
        </span>
      </Link>
      <span aria-hidden="true" className="text-ink-muted">
        ·
      </span>
      <Link
        {...jurisdictionLink(page.jurisdiction)}
        className="inline-flex min-h-11 min-w-0 items-center rounded-lg px-1 text-ink-muted underline-offset-4 hover:text-brand hover:underline"
      >
        <span className="sr-only">in</span>{" "}
        <span dir="auto" className="min-w-0 user-text">
          {page.jurisdiction.name}
        </span>
      </Link>
    </p>
  );
}
