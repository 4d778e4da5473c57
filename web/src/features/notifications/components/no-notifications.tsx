import { Inbox } from "lucide-react";

/** The honest empty state of the bell and of /me/notifications: nothing yet, and what will come. */
export function NoNotifications({ className }: { className?: string }) {
  return (
    <div className={`text-center ${className ?? ""}`}>
      <Inbox aria-hidden="true" className="mx-auto size-6 text-ink-muted" />
      <p className="mt-2 font-semibold text-ink">No notifications yet</p>
      <p className="mt-1 text-sm text-ink-muted text-pretty">
        When the city answers a motion you posted or voted on, or one on a page you follow, it shows up here. So does the score of each
        motion you post.
      </p>
    </div>
  );
}
