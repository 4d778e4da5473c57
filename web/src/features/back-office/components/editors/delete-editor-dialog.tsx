import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { dangerButtonClass } from "../../../../components/danger-button-styles";
import { Modal } from "../../../../components/modal";
import { editorKeys, removeEditor, type EditorRow } from "../../api/editor-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";

/**
 * Deleting an editor cannot be undone, so it is confirmed in a dialog first. Only the confirm button
 * calls the server; then the server's message is toasted and the row leaves the list. A failure keeps
 * the dialog open, so the admin can try again or cancel.
 */
export function DeleteEditorDialog({ editor, onClose }: { editor: EditorRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fail = useStaffFailure("admin");
  const remove = useMutation({
    mutationFn: (id: string) => removeEditor(id),
    onSuccess: ({ message }, id) => {
      queryClient.setQueryData(editorKeys.list(), (rows: EditorRow[] | undefined) => rows?.filter((row) => row._id !== id));
      void queryClient.invalidateQueries({ queryKey: editorKeys.list() });
      toast.success(message);
      onClose();
    },
    onError: (error) => fail(error),
  });

  return (
    <Modal
      role="alertdialog"
      open={editor !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete editor?"
      description={
        editor && (
          <>
            <strong className="font-semibold text-ink">{editor.username}</strong> loses access to the back office at once.
            The pages they made stay. This cannot be undone.
          </>
        )
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={remove.isPending} className={buttonClass()}>
          Cancel
        </button>
        <button
          type="button"
          disabled={remove.isPending || !editor}
          onClick={() => editor && remove.mutate(editor._id)}
          className={dangerButtonClass()}
        >
          {remove.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
          Delete editor
        </button>
      </div>
    </Modal>
  );
}
