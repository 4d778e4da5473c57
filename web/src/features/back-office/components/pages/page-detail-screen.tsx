import { useQuery } from "@tanstack/react-query";
import { pagePath } from "@contract/addresses";
import { KIND_LABELS } from "@contract/jurisdictions";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, ExternalLink, MessageSquareReply, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { Skeleton } from "../../../../components/skeleton";
import { displayPageName } from "../../../../lib/page-name";
import { staffPageQuery, type StaffPage } from "../../api/page-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";
import { PageLoadError } from "./page-load-error";

// Stored links passed the form's rules, but only http(s) ever reaches an href all the same.
const isWebUrl = (link: string) => /^https?:\/\//i.test(link.trim());

function WebLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isWebUrl(href))
    return (
      <span dir="auto" className="text-ink user-text">
        {children}
      </span>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" dir="auto" className="font-medium text-brand underline-offset-4 user-text hover:underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface-raised p-5 sm:p-6">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const None = ({ children }: { children: ReactNode }) => <p className="text-sm text-ink-muted">{children}</p>;

/** A stored page: name, description, social media links, additional links, image; plus its public address. */
function PageDetail({ kind, page }: { kind: StaffKind; page: StaffPage }) {
  const name = displayPageName(page.name);
  return (
    <article className="space-y-6">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <img src={page.image.url} alt={`Image of ${name}`} className="size-32 shrink-0 rounded-2xl bg-surface-sunken object-cover sm:size-40" />
        <div className="min-w-0 flex-1">
          <h1 dir="auto" className="text-2xl font-bold tracking-tight text-ink user-text sm:text-3xl">
            {name}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">
            Public page:{" "}
            {/* Its address names the jurisdiction (contract/addresses.ts); a full load, as in a new tab. */}
            <a
              href={pagePath(page)}
              target="_blank"
              rel="noopener noreferrer"
              // Slugs are ASCII (worker/shared/slug.ts): they only need to wrap, not a direction of their own.
              className="font-medium text-brand underline-offset-4 wrap-anywhere hover:underline"
            >
              {pagePath(page)}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {KIND_LABELS[page.jurisdiction.kind]}:{" "}
            <span dir="auto" className="user-text">
              {page.jurisdiction.name}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink-muted">Display order: {page.sortRank}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={staffPaths[kind].editPage} params={{ id: page._id }} className={buttonClass({ variant: "primary" })}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Link>
            <Link to={staffPaths[kind].motions} search={{ entity: page._id }} className={buttonClass()}>
              <MessageSquareReply aria-hidden="true" className="size-4" />
              Motions
            </Link>
            <Link to={staffPaths[kind].pages} className={buttonClass()}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              All pages
            </Link>
          </div>
        </div>
      </header>

      <Block title="Description">
        <p dir="auto" className="leading-relaxed whitespace-pre-line text-ink user-text">
          {page.description}
        </p>
      </Block>

      <div className="grid gap-6 md:grid-cols-2">
        <Block title="Social media links">
          {page.socialMediaLinks.length === 0 ? (
            <None>No social media links.</None>
          ) : (
            <dl className="space-y-3">
              {page.socialMediaLinks.map(({ name, link }) => (
                <div key={name}>
                  <dt className="text-sm font-semibold text-ink capitalize">{name}</dt>
                  <dd>
                    <WebLink href={link}>{link}</WebLink>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Block>
        <Block title="Additional links">
          {page.additionalLinks.length === 0 ? (
            <None>No additional links.</None>
          ) : (
            <ul className="space-y-2">
              {page.additionalLinks.map((link) => (
                <li key={link}>
                  <WebLink href={link}>{link}</WebLink>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
    </article>
  );
}

/** /…/pages/$id: the page, a skeleton while it loads, or a way back when it cannot be loaded. */
export function PageDetailScreen({ kind, id }: { kind: StaffKind; id: string }) {
  const query = useQuery(staffPageQuery(kind, id));
  useFailureToast(kind, query.error, `page-error:${id}`);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-6">
        <p role="status" className="sr-only">
          Loading the page…
        </p>
        <div className="flex gap-5">
          <Skeleton className="size-32 rounded-2xl sm:size-40" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return <PageLoadError kind={kind} onRetry={query.refetch} />;
  }
  return <PageDetail kind={kind} page={query.data} />;
}
