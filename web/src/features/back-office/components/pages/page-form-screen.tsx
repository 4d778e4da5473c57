import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "../../../../components/skeleton";
import { displayPageName } from "../../../../lib/page-name";
import { staffPageQuery } from "../../api/page-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import type { StaffKind } from "../../lib/staff-kind";
import { ScreenHeader } from "../screen-header";
import { PageForm } from "./page-form";
import { PageLoadError } from "./page-load-error";

type Props = {
  kind: StaffKind;
  /** The page to edit; none to add one. */
  id?: string;
  /** Runs after a successful save (the routes refresh the public page lists with it). */
  onSaved?: () => void;
};

/** /…/pages/add, or /…/pages/edit/$id with `id`: the edit form waits for the page it fills in. */
export function PageFormScreen({ kind, id, onSaved }: Props) {
  if (!id) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <ScreenHeader title="Add page" description="A new motion page, published on the home page as soon as it is saved." />
        <PageForm kind={kind} onSaved={onSaved} />
      </div>
    );
  }
  return <EditPage kind={kind} id={id} onSaved={onSaved} />;
}

function EditPage({ kind, id, onSaved }: Props & { id: string }) {
  const query = useQuery(staffPageQuery(kind, id));
  useFailureToast(kind, query.error, `page-error:${id}`);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeader
        title={
          query.data ? (
            <>
              Edit{" "}
              <span dir="auto" className="user-text">
                {displayPageName(query.data.name)}
              </span>
            </>
          ) : (
            "Edit page"
          )
        }
      />
      {query.isPending ? (
        <div aria-busy="true" className="space-y-4">
          <p role="status" className="sr-only">
            Loading the page…
          </p>
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <PageLoadError kind={kind} onRetry={query.refetch} />
      ) : (
        // Keyed by the page, so the form starts from the stored values again if another page opens here.
        <PageForm key={query.data._id} kind={kind} page={query.data} onSaved={onSaved} />
      )}
    </div>
  );
}
