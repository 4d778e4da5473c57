import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { toast } from "sonner";
import { homeEntitiesQuery, type Entity } from "../api/entity-queries";
import { CampaignCard, CampaignCardSkeleton } from "./campaign-card";

const SKELETON_COUNT = 3; // spec §9: three skeleton cards on home

/**
 * The home screen's campaign list, in the server's order (spec §4 Campaign list: loading shows
 * skeletons; an error is a toast and the list stays empty). `renderActions` fills each card's action
 * slot (the home route passes Submit Motion).
 */
export function CampaignList({ renderActions }: { renderActions?: (entity: Entity) => ReactNode }) {
  const { data, error, isPending, refetch } = useQuery(homeEntitiesQuery());

  useEffect(() => {
    if (!error) return;
    // A fixed id keeps one toast per failure even when effects run twice (StrictMode) or it re-renders.
    toast.error(error.message, {
      id: "home-entities-error",
      action: { label: "Try again", onClick: () => void refetch() },
    });
  }, [error, refetch]);

  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-6">
        <p role="status" className="sr-only">
          Loading motion pages…
        </p>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <CampaignCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  const entities = data ?? [];
  if (!error && entities.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">No motion pages yet.</p>;
  }

  return (
    <ul className="space-y-6">
      {entities.map((entity) => (
        <li key={entity._id}>
          <CampaignCard entity={entity} actions={renderActions?.(entity)} />
        </li>
      ))}
    </ul>
  );
}
