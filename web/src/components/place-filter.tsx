import { useJurisdictionTree } from "../lib/jurisdiction-tree";
import { placeOptionGroups } from "../lib/place-options";
import { PlaceSelect } from "./place-select";

/**
 * A list's "where": the whole nation (the first choice), a region or a city with its districts, as a slug or
 * undefined for the nation. All Motions narrows its list with it, /transparency its figures.
 */
export function PlaceFilter({ label, value, onChange }: { label: string; value?: string; onChange: (slug: string | undefined) => void }) {
  const tree = useJurisdictionTree();
  const nation = tree.data?.find((place) => place.kind === "nation");
  return (
    <PlaceSelect
      inline
      label={label}
      anyLabel={nation ? `All of ${nation.name}` : "Everywhere"}
      value={value ?? ""}
      loading={tree.isPending}
      groups={placeOptionGroups(tree.data ?? [], { regions: true })}
      onChange={(slug) => onChange(slug || undefined)}
    />
  );
}
