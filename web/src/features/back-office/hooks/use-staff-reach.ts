import { useQuery } from "@tanstack/react-query";
import { jurisdictionOptionsQuery } from "../api/jurisdiction-api";
import { staffSessionQuery } from "../api/session-api";
import { reachableOptions } from "../lib/jurisdiction-reach";
import type { StaffKind } from "../lib/staff-kind";

/**
 * The signed-in staff member (the layout's check, already answered) and the jurisdictions they may choose in
 * a form, their own and everything below it. `options` is empty until both are known.
 */
export function useStaffReach(kind: StaffKind) {
  const member = useQuery(staffSessionQuery(kind)).data ?? null;
  const all = useQuery({ ...jurisdictionOptionsQuery(), enabled: Boolean(member) });
  const options = member && all.data ? reachableOptions(all.data, member.jurisdiction) : [];
  return { member, options, pending: !member || all.isPending };
}
