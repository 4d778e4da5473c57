import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { pageLink } from "../../../lib/addresses";
import { displayPageName } from "../../../lib/page-name";
import { followedPagesQuery } from "../api/activity-queries";

/** The motion pages the member follows, by name, each linking to the page. */
export function FollowedPages() {
  const { data, isPending, isError } = useQuery(followedPagesQuery());
  if (isPending) return <p className="text-sm text-ink-muted">Loading…</p>;
  if (isError) return <p className="text-sm text-ink-muted">This list could not be loaded.</p>;
  if (data.pages.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        You don&apos;t follow any page yet.{" "}
        <Link to="/pages" className="font-semibold text-brand underline-offset-4 hover:underline">
          Browse motion pages
        </Link>{" "}
        and press Follow on the ones you care about.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.pages.map((page) => (
        <li key={page._id}>
          <Link
            {...pageLink(page)}
            className="flex min-h-14 items-center gap-3 rounded-2xl border border-line bg-surface-raised p-3 font-semibold text-ink hover:border-brand"
          >
            <img src={page.image.url} alt="" loading="lazy" className="size-10 shrink-0 rounded-full bg-surface-sunken object-cover" />
            <span dir="auto" className="min-w-0 user-text">
              {displayPageName(page.name)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
