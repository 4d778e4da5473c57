import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { ReportForm } from "./report-form";

/**
 * The Report dialog, loaded on demand by ReportButton. Radix traps focus, closes on Escape and the overlay;
 * the form lives inside Dialog.Content, which unmounts on close, so a reopened dialog starts empty.
 */
export default function ReportDialog({
  open,
  onOpenChange,
  motionId,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  motionId: string;
  /** The Report button: the dialog is opened without a Dialog.Trigger, so Radix cannot know it. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Back to the Report button, if it is still on the page.
            event.preventDefault();
            if (returnFocus?.current?.isConnected) returnFocus.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-5 text-ink shadow-2xl transition duration-200 starting:scale-95 starting:opacity-0 sm:p-7"
        >
          <header className="mb-5 pr-10">
            <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">Report this motion</Dialog.Title>
            <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-ink-muted">
              Tell the moderators what is wrong with it. The author is not told who reported it. A motion that
              several members report is hidden until a moderator reviews it.
            </Dialog.Description>
          </header>
          <ReportForm motionId={motionId} onDone={() => onOpenChange(false)} />
          {/* Last in the DOM so focus starts in the form, first on screen in the corner. */}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink sm:top-4 sm:right-4"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
