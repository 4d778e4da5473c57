import { PlaceSelect } from "../../../components/place-select";
import { useJurisdictionTree } from "../../../lib/jurisdiction-tree";
import { placeOptionGroups } from "../../../lib/place-options";

/**
 * "Where" above All Motions: the whole nation, a region or a city (with its districts). The list then shows only
 * the motions of that place and everything below it.
 */
export function JurisdictionFilter({ value, onChange }: { value?: string; onChange: (jurisdiction: string | undefined) => void }) {
  const tree = useJurisdictionTree();
  const nation = tree.data?.find((place) => place.kind === "nation");
  return (
    <PlaceSelect
      inline
      label="Where"
      anyLabel={nation ? `All of ${nation.name}` : "Everywhere"}
      value={value ?? ""}
      loading={tree.isPending}
      groups={placeOptionGroups(tree.data ?? [], { regions: true })}
      onChange={(slug) => onChange(slug || undefined)}
    />
  );
}
