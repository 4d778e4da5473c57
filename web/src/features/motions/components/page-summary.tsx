import { Link } from "@tanstack/react-router";
import { displayPageName } from "../../../lib/page-name";
import type { Motion } from "../api/motion-queries";

/** The motion page a motion belongs to: its picture and name, linking to the page (/{slug}). */
export function PageSummary({ page }: { page: Motion["entity"] }) {
  return (
    <Link
      to="/$slug"
      params={{ slug: page.slug }}
      className="group -ms-1 inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg ps-1 pe-2 text-sm font-medium text-ink"
    >
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
      <span dir="auto" className="min-w-0 user-text group-hover:text-brand group-hover:underline">{displayPageName(page.name)}</span>
    </Link>
  );
}
