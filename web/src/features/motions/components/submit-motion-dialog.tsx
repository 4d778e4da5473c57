import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { SubmitMotionForm } from "./submit-motion-form";

/**
 * The Submit Motion modal. Loaded on demand by SubmitMotionButton, so Radix, react-hook-form
 * and the zod contract are not part of any page's first download. Radix traps focus and closes on the
 * overlay or Escape; the form lives inside Dialog.Content, which unmounts on close — that is what resets
 * the text and progress and stops polling and timers.
 */
export default function SubmitMotionDialog({
  open,
  onOpenChange,
  pageId,
  pageName,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pageId: string;
  pageName?: string;
  /** The control that opened the dialog: it is opened without a Dialog.Trigger, so Radix cannot know it. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Back to the Submit Motion button, if it is still on the page (a 403 may have navigated away).
            event.preventDefault();
            if (returnFocus?.current?.isConnected) returnFocus.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-5 text-ink shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0 sm:p-7">
          <header className="mb-5 pr-10">
            <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">Submit Motion</Dialog.Title>
            <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-ink-muted">
              {pageName ? (
                <>
                  Your motion goes to{" "}
                  <strong dir="auto" className="font-semibold text-ink user-text">
                    {pageName}
                  </strong>{" "}
                  and is scored on the published rubric.
                </>
              ) : (
                "Your motion is shared with the community and scored on the published rubric."
              )}{" "}
              Motions cannot be edited after submission.
            </Dialog.Description>
          </header>
          <SubmitMotionForm pageId={pageId} onDone={() => onOpenChange(false)} />
          {/* Last in the DOM so opening focuses the textarea, first on screen in the corner. */}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink sm:top-4 sm:right-4"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
