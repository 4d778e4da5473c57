import { motionPath } from "@contract/addresses";
import { Share2 } from "lucide-react";
import { toast } from "sonner";
import type { Motion } from "../api/motion-queries";

// Residents rally support by sharing a motion's link. The system share sheet where the browser has one
// (phones, some desktops), else the link goes to the clipboard; either way the link is the motion's
// permalink, whose preview shows the motion, its page and its score.

const SHARE_TEXT_MAX = 120;

const permalink = (motion: Pick<Motion, "_id" | "entity">) => new URL(motionPath(motion), window.location.origin).href;

const clip = (text: string) => (text.length > SHARE_TEXT_MAX ? `${text.slice(0, SHARE_TEXT_MAX - 1)}…` : text);

async function copyLink(url: string) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
    toast.success("Link copied to the clipboard.");
  } catch {
    // No clipboard (an old browser, or permission refused): the link itself, to copy by hand.
    toast.info(`Copy this link to share the motion: ${url}`, { duration: 15_000 });
  }
}

/** "Share" beside Report on a card and on the permalink. */
export function ShareButton({ motion }: { motion: Pick<Motion, "_id" | "idea" | "entity"> }) {
  const share = async () => {
    const url = permalink(motion);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: `A motion for ${motion.entity.name} in ${motion.entity.jurisdiction.name} on Plaza`, text: clip(motion.idea), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copyLink(url);
  };

  return (
    <button
      type="button"
      aria-label="Share this motion"
      onClick={() => void share()}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-2.5 text-sm text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
    >
      <Share2 aria-hidden="true" className="size-4 shrink-0" />
      <span className="max-sm:sr-only">Share</span>
    </button>
  );
}
