import type { ContactStatus } from "@contract/limits";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCheck, LoaderCircle, Mail, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { Skeleton } from "../../../../components/skeleton";
import { applyToggle, setHandled, type ContactMessage } from "../../api/message-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { formatDateTime } from "../../lib/format-date";

/** One contact message: who, how to answer (mailto), when, what, and the handled toggle. */
export function MessageCard({ message, status }: { message: ContactMessage; status: ContactStatus }) {
  const queryClient = useQueryClient();
  const fail = useStaffFailure("admin");
  const handled = message.handledAt !== null;
  const toggle = useMutation({
    mutationFn: () => setHandled(message._id, !handled),
    onSuccess: (answer) => {
      toast.success(answer.message);
      applyToggle(queryClient, status, answer.contactMessage);
    },
    onError: (error) => fail(error),
  });
  const headingId = `message-${message._id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} dir="auto" className="font-semibold text-ink user-text">
            {message.name}
          </h2>
          <a
            href={`mailto:${message.email}`}
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 text-sm font-medium text-brand underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span dir="auto" className="min-w-0 user-text">
              {message.email}
            </span>
          </a>
        </div>
        <div className="flex flex-col items-start gap-1 text-sm sm:items-end">
          <time dateTime={message.createdAt} className="text-ink-muted">
            {formatDateTime(message.createdAt)}
          </time>
          {/* Where it was written to (README.md, "Staff per jurisdiction"); none: to the national team. */}
          <span className="text-ink-muted">
            To{" "}
            {message.jurisdiction ? (
              <span dir="auto" className="user-text">
                {message.jurisdiction.name}
              </span>
            ) : (
              "the national team"
            )}
          </span>
          <span
            className={
              handled
                ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                : "rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            }
          >
            {handled ? "Handled" : "Open"}
          </span>
        </div>
      </header>
      <p dir="auto" className="mt-3 leading-relaxed whitespace-pre-line text-ink user-text">
        {message.message}
      </p>
      <div className="mt-4 flex justify-end border-t border-line pt-3">
        <button
          type="button"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          aria-label={`${handled ? "Reopen" : "Mark handled"}: message from ${message.name}`}
          className={buttonClass({ size: "sm" })}
        >
          {toggle.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : handled ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <CheckCheck aria-hidden="true" className="size-4" />
          )}
          {handled ? "Reopen" : "Mark handled"}
        </button>
      </div>
    </article>
  );
}

/** A message's shape while the list loads; hidden from assistive technology (the list says it is busy). */
export function MessageSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 rounded-2xl border border-line bg-surface-raised p-5">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-3 w-56" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
