import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { Modal } from "../../../../components/modal";
import { resetEditorPassword, type EditorRow } from "../../api/editor-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { formatDate } from "../../lib/format-date";
import { EditorTrustLink } from "./editor-trust-link";
import { NewPassword } from "./new-password";
import { ResetPasswordDialog } from "./reset-password-dialog";

/**
 * The editor's view: username and created date, never a password — only a one-way hash of it is stored.
 * Reset password asks for confirmation first (it signs the editor out everywhere), then makes a new one
 * and shows it here once; a browser-trust link is made and shown once the same way (editor-trust-link.tsx).
 */
export function EditorViewDialog({ editor, onClose }: { editor: EditorRow | null; onClose: () => void }) {
  return (
    <Modal open={editor !== null} onOpenChange={(open) => !open && onClose()} title="Editor">
      {/* Keyed, so a reset password never carries over to another editor's view. */}
      {editor && <EditorDetails key={editor._id} editor={editor} />}
    </Modal>
  );
}

function EditorDetails({ editor }: { editor: EditorRow }) {
  const fail = useStaffFailure("admin");
  const [password, setPassword] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetEditorPassword(editor._id),
    onSuccess: (answer) => {
      setPassword(answer.password);
      setConfirming(false);
    },
    onError: (error) => fail(error),
  });

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-ink-muted">Username</dt>
        <dd className="text-ink wrap-anywhere">{editor.username}</dd>
        <dt className="font-semibold text-ink-muted">Created</dt>
        <dd className="text-ink">
          <time dateTime={editor.createdAt}>{formatDate(editor.createdAt)}</time>
        </dd>
      </dl>
      {password ? (
        <NewPassword password={password} username={editor.username} />
      ) : (
        <div className="space-y-3 border-t border-line pt-4">
          <p className="text-sm text-ink-muted">
            Passwords are kept only as a one-way hash, so they cannot be shown. Resetting creates a new password, shows it once,
            and signs {editor.username} out everywhere.
          </p>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={buttonClass({ variant: "secondary", className: "w-full sm:w-auto" })}
          >
            <KeyRound aria-hidden="true" className="size-4" />
            Reset password
          </button>
        </div>
      )}
      <EditorTrustLink editor={editor} />
      <ResetPasswordDialog
        username={editor.username}
        open={confirming}
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
