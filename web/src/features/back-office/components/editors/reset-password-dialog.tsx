import { KeyRound, LoaderCircle } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import { Modal } from "../../../../components/modal";

/**
 * Resetting an editor's password signs them out everywhere, so it is confirmed first, as a delete is
 * (same alert dialog: focus trapped inside, Escape or Cancel closes it, titled and described). Only the
 * confirm button calls the server; while it runs the dialog stays open, and a failure keeps it open.
 */
export function ResetPasswordDialog({
  username,
  open,
  pending,
  onConfirm,
  onCancel,
}: {
  username: string;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      role="alertdialog"
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title="Reset password?"
      description={
        <>
          <strong className="font-semibold text-ink">{username}</strong> is signed out everywhere at once and can sign in
          again only with the new password, which is shown here once.
        </>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={pending} className={buttonClass()}>
          Cancel
        </button>
        <button type="button" disabled={pending} onClick={onConfirm} className={buttonClass({ variant: "primary" })}>
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <KeyRound aria-hidden="true" className="size-4" />}
          Reset password
        </button>
      </div>
    </Modal>
  );
}
