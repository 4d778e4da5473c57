import { KIND_LABELS, type JurisdictionKind } from "@contract/jurisdictions";

// The words a jurisdiction's screens use about it (its head is the contract's jurisdictionText, shared with the Worker).

/** A city or a district: a place with pages of its own, shown as a city's home. */
export const isCityHome = (place: { kind: JurisdictionKind }) => place.kind === "city" || place.kind === "district";

/** "City", "Region", "Nation", "District", as the eyebrow above the name. */
export const kindLabel = (place: { kind: JurisdictionKind }) => KIND_LABELS[place.kind];

const counts = new Intl.NumberFormat("en-US");

/** "1,204" */
export const formatCount = (value: number) => counts.format(value);
