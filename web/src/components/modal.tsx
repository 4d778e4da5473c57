import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A dialog frame for confirmations and short forms (the back office's, the account screen's). Radix traps
 * focus, closes on Escape and the overlay, and returns focus to what opened it; the content unmounts on
 * close, which is what forgets a shown password.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  role,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** "alertdialog" for confirmations that interrupt (a delete). */
  role?: "dialog" | "alertdialog";
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          // Passing undefined would wipe Radix's own role="dialog".
          role={role ?? "dialog"}
          // Without a description Radix must be told there is none, or it warns about a missing one.
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-5 text-ink shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0 sm:p-6"
        >
          <Dialog.Title className="pr-10 text-xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-ink-muted">{description}</Dialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          {/* Last in the DOM so focus starts on the content, first on screen in the corner. */}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
