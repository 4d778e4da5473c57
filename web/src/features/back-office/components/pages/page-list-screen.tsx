import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { clsx } from "clsx";
import { FileStack, Plus, Search, SearchX } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { controlClass } from "../../../../components/form/form-fields";
import { staffPageListQuery, type StaffPage } from "../../api/page-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";
import { LIST } from "../list-styles";
import { AwaitingBanner } from "../motions/awaiting-banner";
import { ScreenHeader } from "../screen-header";
import { RetryButton, StatePanel } from "../state-panels";
import { PageRow, PageRowPlaceholder } from "./page-row";

/** Placeholder rows while the list loads: about a screen's worth. */
const PLACEHOLDER_ROWS = 10;

/** The search is a case-insensitive match on the name, done on the client: the list is already loaded. */
const matchesName = (page: Pick<StaffPage, "name">, term: string) =>
  page.name.toLocaleLowerCase().includes(term.trim().toLocaleLowerCase());

/** /admin/pages and /editor/pages: every motion page with View and Edit, a name filter and Add page. */
export function PageListScreen({ kind }: { kind: StaffKind }) {
  const query = useQuery(staffPageListQuery(kind));
  const [term, setTerm] = useState("");
  const searchId = useId();
  useFailureToast(kind, query.error, "page-list-error");

  const pages = query.data ?? [];
  const shown = term.trim() ? pages.filter((page) => matchesName(page, term)) : pages;

  return (
    <div className="space-y-6">
      <AwaitingBanner kind={kind} />
      <ScreenHeader
        title="Pages"
        description="The motion pages people send their motions to."
        actions={
          <Link to={staffPaths[kind].addPage} className={buttonClass({ variant: "primary" })}>
            <Plus aria-hidden="true" className="size-4" />
            Add page
          </Link>
        }
      />

      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search pages by name
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          id={searchId}
          dir="auto"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Search pages by name..."
          className={clsx(controlClass(false), "min-h-12 pl-11")}
        />
      </div>

      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading pages…
          </p>
          <ul className={LIST}>
            {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
              <PageRowPlaceholder key={i} />
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <StatePanel
          icon={<FileStack aria-hidden="true" className="size-10" />}
          title="Pages could not be loaded."
          action={<RetryButton onRetry={query.refetch} />}
        />
      ) : pages.length === 0 ? (
        <StatePanel icon={<FileStack aria-hidden="true" className="size-10" />} title="No pages yet">
          Add the first motion page, and it appears on the public home page.
        </StatePanel>
      ) : (
        <>
          {/* Said after typing, so a screen reader user knows the list changed under them. */}
          <p role="status" className="text-sm text-ink-muted">
            {term.trim() ? `${shown.length} of ${pages.length} pages match “${term.trim()}”.` : `${pages.length} pages`}
          </p>
          {shown.length === 0 ? (
            <StatePanel icon={<SearchX aria-hidden="true" className="size-10" />} title="No pages found">
              Check the spelling or try a shorter part of the name.
            </StatePanel>
          ) : (
            <ul aria-label="Motion pages" className={LIST}>
              {shown.map((page) => (
                <PageRow key={page._id} kind={kind} page={page} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
