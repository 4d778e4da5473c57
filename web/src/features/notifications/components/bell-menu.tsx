import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, CheckCheck, RotateCcw } from "lucide-react";
import { motionLink } from "../../../lib/addresses";
import { latestQuery } from "../api/notification-queries";
import { useMarkRead } from "../hooks/use-mark-read";
import { bellLabel } from "../lib/bell-label";
import { BellGlyph, bellButtonClass } from "./bell-glyph";
import { NoNotifications } from "./no-notifications";
import { NotificationSummary, summaryIds } from "./notification-summary";

const ACTION =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap text-brand -outline-offset-2 select-none data-[highlighted]:bg-surface-sunken";

/**
 * The bell and its menu of the latest notifications (newest first), re-read on every open. Choosing one
 * marks it read and opens its motion; "Mark all read" keeps the menu open so the change shows. Radix gives
 * the menu roles, arrow keys, typeahead and Escape with focus back on the bell; not modal, like the account
 * menu, so the page stays readable. Items keep the app's focus outline (drawn inside them) for keyboard users;
 * a pointer only tints them.
 */
export function BellMenu({ unread }: { unread: number }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={bellLabel(unread)} className={bellButtonClass}>
        <BellGlyph unread={unread} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 flex max-h-[min(36rem,var(--radix-dropdown-menu-content-available-height))] w-[26rem] max-w-[calc(100vw-1.5rem)] flex-col rounded-2xl border border-line bg-surface-raised text-ink shadow-xl transition duration-150 starting:opacity-0"
        >
          <BellPanel unread={unread} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function BellPanel({ unread }: { unread: number }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(latestQuery(queryClient));
  const markRead = useMarkRead();
  const notifications = data?.notifications ?? [];

  return (
    <>
      <div className="flex min-h-14 items-center justify-between gap-2 border-b border-line py-1.5 ps-4 pe-1.5">
        <DropdownMenu.Label className="text-base font-bold text-ink">Notifications</DropdownMenu.Label>
        {/* Stays when all is read (disabled), so focus is not lost from under a keyboard user's feet. */}
        <DropdownMenu.Item
          className={`${ACTION} data-[disabled]:cursor-default data-[disabled]:text-ink-muted`}
          disabled={unread === 0}
          onSelect={(event) => {
            event.preventDefault();
            markRead.mutate({ all: true });
          }}
        >
          {/* Below 360 px the label alone keeps the heading and the action on one line. */}
          <CheckCheck aria-hidden="true" className="hidden size-4 min-[22.5rem]:block" />
          Mark all read
        </DropdownMenu.Item>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {notifications.length > 0 ? (
          notifications.map((notification) => (
            <DropdownMenu.Item
              key={notification._id}
              asChild
              onSelect={() => notification.readAt === null && markRead.mutate({ ids: [notification._id] })}
              className="flex cursor-pointer rounded-xl px-2.5 py-3 -outline-offset-2 select-none data-[highlighted]:bg-surface-sunken"
            >
              <Link {...motionLink(notification.motion)} {...summaryIds(notification, "bell")}>
                <NotificationSummary notification={notification} scope="bell" compact />
              </Link>
            </DropdownMenu.Item>
          ))
        ) : isPending ? (
          <p className="px-2.5 py-6 text-center text-sm text-ink-muted">Loading notifications…</p>
        ) : isError ? (
          <div className="px-2.5 py-4 text-center text-sm text-ink-muted">
            <p>Your notifications could not be loaded.</p>
            <DropdownMenu.Item
              className={`${ACTION} mt-2`}
              onSelect={(event) => {
                event.preventDefault();
                void refetch();
              }}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </DropdownMenu.Item>
          </div>
        ) : (
          <NoNotifications className="px-4 py-6" />
        )}
      </div>
      <div className="border-t border-line p-1.5">
        <DropdownMenu.Item asChild className={`${ACTION} w-full justify-center`}>
          <Link to="/me/notifications">
            See all notifications
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </DropdownMenu.Item>
      </div>
    </>
  );
}
