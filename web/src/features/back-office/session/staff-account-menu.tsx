import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut } from "lucide-react";
import { initialOf, staffLabel } from "../shared/staff-kind";
import type { StaffMember } from "./session-api";

/** The circle with the first letter of the name (spec §2); decorative, the button around it is named. */
export function StaffInitial({ name }: { name: string }) {
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

/**
 * The initial opens a small menu with the one Sign out action. Radix supplies the menu roles, arrow keys,
 * and closing on outside click or Escape with focus back on the circle. Not modal, like the member's menu:
 * a modal one would aria-hide the whole page, skip link included, while it is open (axe: aria-hidden-focus).
 */
export function StaffAccountMenu({ member, onSignOut }: { member: StaffMember; onSignOut: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${member.name}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full transition hover:ring-2 hover:ring-line data-[state=open]:ring-2 data-[state=open]:ring-brand"
      >
        <StaffInitial name={member.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-line bg-surface-raised p-1.5 text-ink shadow-xl"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <StaffInitial name={member.name} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-ink">{member.name}</span>
              <span className="block truncate text-sm text-ink-muted">{member.detail ?? staffLabel[member.kind]}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-3 text-sm font-medium text-ink outline-none select-none data-[highlighted]:bg-surface-sunken"
          >
            <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
