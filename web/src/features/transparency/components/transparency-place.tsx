import { PlaceSelect } from "../../../components/place-select";
import { useJurisdictionTree } from "../../../lib/jurisdiction-tree";
import { placeOptionGroups } from "../../../lib/place-options";

/**
 * Whose figures /transparency shows: the whole nation's, a region's or a city's (with its districts). Every
 * city's moderators answer for their own figures, so a resident can check their own city's.
 */
export function TransparencyPlace({ value, onChange }: { value?: string; onChange: (slug: string | undefined) => void }) {
  const tree = useJurisdictionTree();
  const nation = tree.data?.find((place) => place.kind === "nation");
  return (
    <PlaceSelect
      inline
      label="Figures for"
      anyLabel={nation ? `All of ${nation.name}` : "The whole nation"}
      value={value ?? ""}
      loading={tree.isPending}
      groups={placeOptionGroups(tree.data ?? [], { regions: true })}
      onChange={(slug) => onChange(slug || undefined)}
    />
  );
}
