import { AccountDropdown } from "../../../../components/account-dropdown";
import { initialOf } from "../../../../lib/initial-of";
import type { StaffMember } from "../../api/session-api";
import { staffLabel } from "../../lib/staff-kind";

/** The circle with the first letter of the name; decorative, the button around it is named. */
function StaffInitial({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="staff-initial"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-base font-semibold text-white dark:text-slate-950"
    >
      {initialOf(name)}
    </span>
  );
}

/** The initial opens the account menu with the one Sign out action. */
export function StaffAccountMenu({ member, onSignOut }: { member: StaffMember; onSignOut: () => void }) {
  return (
    <AccountDropdown
      name={member.name}
      detail={member.detail ?? staffLabel[member.kind]}
      avatar={<StaffInitial name={member.name} />}
      actionLabel="Sign out"
      onAction={onSignOut}
    />
  );
}
