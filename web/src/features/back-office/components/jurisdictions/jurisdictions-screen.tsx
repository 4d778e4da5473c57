import { useQuery } from "@tanstack/react-query";
import { Map as MapIcon } from "lucide-react";
import { useState } from "react";
import { Skeleton } from "../../../../components/skeleton";
import { managedJurisdictionsQuery, type ManagedJurisdiction } from "../../api/jurisdiction-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { ScreenHeader } from "../screen-header";
import { RetryButton, StatePanel } from "../state-panels";
import { AddJurisdictionForm } from "./add-jurisdiction-form";
import { JurisdictionTree } from "./jurisdiction-tree";
import { RenameJurisdictionDialog } from "./rename-jurisdiction-dialog";

/**
 * /admin/jurisdictions: the admin's part of the nation as a tree with its totals, adding below it and
 * renaming (README.md, "Staff per jurisdiction"). A national admin sees and grows the whole tree; a city
 * admin their city and its districts.
 */
export function JurisdictionsScreen() {
  const query = useQuery(managedJurisdictionsQuery());
  const [renaming, setRenaming] = useState<ManagedJurisdiction | null>(null);
  useFailureToast("admin", query.error, "jurisdictions-error");

  return (
    <div className="space-y-6">
      <ScreenHeader title="Jurisdictions" description="The regions, cities and districts whose pages you manage." />
      {query.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <p role="status" className="sr-only">
            Loading jurisdictions…
          </p>
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <StatePanel
          icon={<MapIcon aria-hidden="true" className="size-10" />}
          title="Jurisdictions could not be loaded."
          action={<RetryButton onRetry={query.refetch} />}
        />
      ) : (
        <>
          <AddJurisdictionForm tree={query.data} />
          <JurisdictionTree rows={query.data} onRename={setRenaming} />
        </>
      )}
      {renaming && <RenameJurisdictionDialog jurisdiction={renaming} onClose={() => setRenaming(null)} />}
    </div>
  );
}
