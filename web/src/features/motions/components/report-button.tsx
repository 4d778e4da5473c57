import clsx from "clsx";
import { Flag, LoaderCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { toast } from "sonner";
import { useMemberGate } from "../../../lib/member-gate";
import { useIsOwnMotion } from "../hooks/use-own-motion";

// Like Submit Motion, the dialog (Radix, react-hook-form, the zod contract) is fetched only when someone
// heads for the button, so the cards of every list stay light. One promise is shared by the lazy component
// and the preload; a failed fetch is forgotten so the next try starts over.
let dialogModule: Promise<typeof import("./report-dialog")> | undefined;
const preloadReportDialog = () =>
  (dialogModule ??= import("./report-dialog").catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  }));
const ReportDialog = lazy(preloadReportDialog);

/**
 * "Report this motion", discreet beside the card's link. Visitors get the login dialog from the member gate,
 * as voting does; a motion's own author is not offered it.
 */
export function ReportButton({ motionId, className }: { motionId: string; className?: string }) {
  const gate = useMemberGate();
  const own = useIsOwnMotion(motionId);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (own) return null;

  const warmUp = () => {
    if (gate.isLoggedIn) preloadReportDialog().catch(() => {});
  };

  const openDialog = async () => {
    if (loading || !(await gate.requireMember())) return;
    setLoading(true);
    try {
      await preloadReportDialog();
      setMounted(true);
      setOpen(true);
    } catch {
      toast.error("The report form could not be loaded. Check your connection and try again.");
    } finally {
      setLoading(false);
    }
  };

  const Icon = loading ? LoaderCircle : Flag;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-label="Report this motion"
        aria-busy={loading || undefined}
        onClick={() => void openDialog()}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        className={clsx(
          "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-2.5 text-sm text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink",
          className,
        )}
      >
        <Icon aria-hidden="true" className={clsx("size-4 shrink-0", loading && "animate-spin")} />
        <span className="max-sm:sr-only">Report</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} motionId={motionId} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
