import clsx from "clsx";
import { LoaderCircle, MessageSquarePlus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { useMemberGate } from "../../../lib/member-gate";

// The dialog (Radix, react-hook-form, the zod contract) is fetched when someone heads for the button, so it
// never weighs on the home page's first download, which is kept small for a fast first paint. One promise
// is kept so the lazy component and the preload share it; a failed fetch is forgotten so the next try
// starts over.
let dialogModule: Promise<typeof import("./submit-motion-dialog")> | undefined;
const preloadSubmitMotionDialog = () =>
  (dialogModule ??= import("./submit-motion-dialog").catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  }));
const SubmitMotionDialog = lazy(preloadSubmitMotionDialog);

type Props = {
  pageId: string;
  /** The motion page's name: said in the dialog, and added to the button's name where several share a screen. */
  pageName?: string;
  /** `compact` (the home screen's cards) is icon-only below the sm breakpoint and labelled from sm up. */
  variant?: "default" | "compact";
  className?: string;
};

/**
 * The Submit Motion control. Only verified members get the dialog; anyone else is sent to log in or to
 * verify their e-mail by the member gate.
 */
export function SubmitMotionButton({ pageId, pageName, variant = "default", className }: Props) {
  const gate = useMemberGate();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loading, setLoading] = useState(false);
  const compact = variant === "compact";
  const button = useRef<HTMLButtonElement>(null);

  const warmUp = () => {
    if (gate.isLoggedIn && gate.isVerified) preloadSubmitMotionDialog().catch(() => {});
  };

  const openDialog = async () => {
    if (loading || !(await gate.requireMember())) return;
    setLoading(true);
    try {
      // Mounting only after the code is here means a failed fetch never leaves a broken lazy component.
      await preloadSubmitMotionDialog();
      setMounted(true);
      setOpen(true);
    } catch {
      toast.error("The motion form could not be loaded. Check your connection and try again.");
    } finally {
      setLoading(false);
    }
  };

  const Icon = loading ? LoaderCircle : MessageSquarePlus;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        // Several cards share a screen, so each name says which page; it starts with the visible label.
        aria-label={compact && pageName ? `Submit Motion to ${pageName}` : undefined}
        aria-busy={loading || undefined}
        onClick={() => void openDialog()}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        className={buttonClass({
          variant: compact ? "secondary" : "primary",
          // Compact: a 44 px square below sm, a labelled button from sm up.
          className: clsx(compact && "max-sm:size-11 max-sm:px-0", className),
        })}
      >
        <Icon aria-hidden className={clsx("size-5 shrink-0", loading && "animate-spin")} />
        <span className={clsx(compact && "max-sm:sr-only")}>Submit Motion</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SubmitMotionDialog open={open} onOpenChange={setOpen} pageId={pageId} pageName={pageName} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
