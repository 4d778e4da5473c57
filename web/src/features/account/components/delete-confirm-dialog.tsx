import type { MotionFate } from "@contract/account";
import { LoaderCircle, Trash2 } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { dangerButtonClass } from "../../../components/danger-button-styles";
import { Modal } from "../../../components/modal";

const MOTIONS_OUTCOME: Record<MotionFate, string> = {
  delete: "Your motions are deleted, with their votes and the city's answers to them.",
  anonymize: "Your motions stay on the public record as by a “Former member”, with nothing that links them to you.",
};

/**
 * The last step before DELETE /api/me: it says once more what will happen, motions included, and only its
 * own button sends the request. While it runs neither button nor Escape closes the dialog, so the member
 * sees the answer; a refusal closes it and shows the reason on the form.
 */
export function DeleteConfirmDialog({
  fate,
  email,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The choice made on the form; null while the dialog is closed. */
  fate: MotionFate | null;
  email: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      role="alertdialog"
      open={fate !== null}
      onOpenChange={(open) => !open && !busy && onCancel()}
      title="Delete your account?"
      description="This cannot be undone. Plaza cannot restore your account or anything deleted with it."
    >
      <ul className="list-disc space-y-2 ps-5 text-sm leading-relaxed text-ink">
        <li>
          Your account (<span className="font-semibold wrap-anywhere">{email}</span>), your name and picture are erased, and every device is
          signed out.
        </li>
        <li>Your votes leave the counts of every motion; the pages you follow, your notifications and preferences are deleted.</li>
        {fate && <li className="font-semibold">{MOTIONS_OUTCOME[fate]}</li>}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClass()}>
          Cancel
        </button>
        <button type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => !busy && onConfirm()} className={dangerButtonClass()}>
          {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
          {busy ? "Deleting…" : "Delete my account"}
        </button>
      </div>
    </Modal>
  );
}
