import { PlaceSelect } from "../../../components/place-select";
import { useJurisdictionTree, type Jurisdiction } from "../../../lib/jurisdiction-tree";
import { placeOptionGroups } from "../../../lib/place-options";
import type { JurisdictionSummary } from "../api/jurisdiction-queries";
import type { PlaceFilter } from "../lib/place-filter";

/**
 * The filters of a region's or the nation's trending list: a region (the nation only) and a city. Choosing a
 * region keeps the city only if it lies in that region, and the city select then lists that region's cities.
 */
export function PlaceFilters({ place, filter, onChange }: { place: JurisdictionSummary; filter: PlaceFilter; onChange: (next: PlaceFilter) => void }) {
  const tree = useJurisdictionTree();
  const all: Jurisdiction[] = tree.data ?? [];
  const nation = place.kind === "nation";
  // The region whose cities are offered: this region itself, or the one chosen on the nation's view.
  const region = nation ? filter.region : place.slug;
  const regionOf = (slug: string | undefined) => all.find((p) => p._id === all.find((c) => c.slug === slug)?.parentId)?.slug;
  const cityInRegion = (city: string | undefined, inRegion: string | undefined) => !city || !inRegion || regionOf(city) === inRegion || regionOf(regionOf(city)) === inRegion;

  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
      {nation && (
        <PlaceSelect
          label="Region"
          anyLabel="All regions"
          value={filter.region ?? ""}
          loading={tree.isPending}
          groups={[{ label: `Regions of ${place.name}`, options: all.filter((p) => p.kind === "region").map((p) => ({ value: p.slug, label: p.name })) }]}
          onChange={(slug) => onChange({ region: slug || undefined, city: cityInRegion(filter.city, slug || undefined) ? filter.city : undefined })}
        />
      )}
      <PlaceSelect
        label="City"
        anyLabel={region ? "All cities of the region" : "All cities"}
        value={filter.city ?? ""}
        loading={tree.isPending}
        groups={placeOptionGroups(all, { within: region })}
        onChange={(slug) => onChange({ region: nation ? filter.region : undefined, city: slug || undefined })}
      />
    </div>
  );
}
