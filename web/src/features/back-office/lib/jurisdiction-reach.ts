import { KIND_LABELS } from "@contract/jurisdictions";
import type { JurisdictionOption } from "../api/jurisdiction-api";
import type { StaffJurisdiction, StaffMember } from "../api/session-api";

// What a staff member reaches, as the back office shows it (README.md, "Staff per jurisdiction"): their
// jurisdiction and everything below it, the whole nation for a national admin. The Worker decides; this only
// keeps the choices to the ones it would accept.

/** Whether the jurisdiction is the staff member's or below it (a path names every id from the nation down). */
const inReach = (option: Pick<JurisdictionOption, "path">, own: StaffJurisdiction | null) =>
  !own || own.kind === "nation" || option.path.includes(`/${own._id}/`);

/** The jurisdictions a staff member may put a page or an editor in, in the list's order (the nation first). */
export const reachableOptions = (options: JurisdictionOption[], own: StaffJurisdiction | null) => options.filter((option) => inReach(option, own));

/** How deep a jurisdiction sits below the nation (0 for the nation), for indenting a choice. */
const depthOf = (option: Pick<JurisdictionOption, "path">) => option.path.split("/").filter(Boolean).length - 1;

/** The depth of the shallowest choice, which is shown without indent. */
export const topDepth = (options: Pick<JurisdictionOption, "path">[]) => Math.min(...options.map(depthOf));

/** A choice's label: indented by its depth below `top`, with its kind, e.g. "  Old Town (District)". */
export const optionLabel = (option: JurisdictionOption, top = 0) =>
  `${"\u2003".repeat(Math.max(0, depthOf(option) - top))}${option.name} (${KIND_LABELS[option.kind]})`;

/**
 * What the top bar calls a staff member, in two parts (the name is typed text, shown in its own direction):
 * "Rivermouth" and "City admin", "Rivermouth" and "Editor"; no place and "National admin" for the nation's.
 */
export const staffRole = (member: Pick<StaffMember, "kind" | "jurisdiction">) => {
  const where = member.jurisdiction && member.jurisdiction.kind !== "nation" ? member.jurisdiction.name : null;
  const kind = member.jurisdiction && member.jurisdiction.kind !== "nation" ? KIND_LABELS[member.jurisdiction.kind] : null;
  if (member.kind === "editor") return { where, role: where ? "Editor" : "National editor" };
  return { where, role: kind ? `${kind} admin` : "National admin" };
};

/** Whether a staff member administers the whole nation (suspending members, adding regions). */
export const isNational = (member: Pick<StaffMember, "jurisdiction"> | undefined | null) =>
  Boolean(member) && (!member!.jurisdiction || member!.jurisdiction.kind === "nation");

/** Whether an admin has jurisdictions to add below theirs: all but a district's (nothing goes below one). */
export const managesJurisdictions = (member: Pick<StaffMember, "jurisdiction"> | undefined | null) =>
  Boolean(member) && member!.jurisdiction?.kind !== "district";
