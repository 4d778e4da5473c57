import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Eye, Trash2, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { Skeleton } from "../../../../components/skeleton";
import { editorListQuery, type EditorRow } from "../../api/editor-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { formatDate } from "../../lib/format-date";
import { adminPaths } from "../../lib/staff-kind";
import { LIST, ROW } from "../list-styles";
import { ScreenHeader } from "../screen-header";
import { RetryButton, StatePanel } from "../state-panels";
import { DeleteEditorDialog } from "./delete-editor-dialog";
import { EditorViewDialog } from "./editor-view-dialog";

/** /admin/editors (admin only): usernames with View and Delete, and Add editor. */
export function EditorListScreen() {
  const query = useQuery(editorListQuery());
  const [viewing, setViewing] = useState<EditorRow | null>(null);
  const [deleting, setDeleting] = useState<EditorRow | null>(null);
  useFailureToast("admin", query.error, "editor-list-error");

  return (
    <div className="space-y-6">
      <ScreenHeader
        title="Editors"
        description="People who may add and edit motion pages."
        actions={
          <Link to={adminPaths.addEditor} className={buttonClass({ variant: "primary" })}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add editor
          </Link>
        }
      />
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading editors…
          </p>
          <ul className={LIST}>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} aria-hidden="true" className={ROW}>
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-24" />
                </div>
                <Skeleton className="h-11 w-44 rounded-xl" />
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <StatePanel
          icon={<Users aria-hidden="true" className="size-10" />}
          title="Editors could not be loaded."
          action={<RetryButton onRetry={query.refetch} />}
        />
      ) : query.data.length === 0 ? (
        <StatePanel icon={<Users aria-hidden="true" className="size-10" />} title="No editors yet">
          Add an editor to let someone else manage motion pages.
        </StatePanel>
      ) : (
        <ul aria-label="Editors" className={LIST}>
          {query.data.map((editor) => (
            <li key={editor._id} className={ROW}>
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-semibold text-ink wrap-anywhere">{editor.username}</p>
                <p className="text-sm text-ink-muted">
                  {editor.jurisdiction && (
                    <>
                      <span dir="auto" className="user-text">
                        {editor.jurisdiction.name}
                      </span>
                      {" · "}
                    </>
                  )}
                  Added <time dateTime={editor.createdAt}>{formatDate(editor.createdAt)}</time>
                </p>
              </div>
              <div className="flex w-full gap-2 sm:w-auto">
                <button
                  type="button"
                  onClick={() => setViewing(editor)}
                  aria-label={`View ${editor.username}`}
                  className={buttonClass({ size: "sm", className: "flex-1 sm:flex-none" })}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  View
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(editor)}
                  aria-label={`Delete ${editor.username}`}
                  className={buttonClass({ size: "sm", className: "flex-1 text-red-700 sm:flex-none dark:text-red-300" })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <EditorViewDialog editor={viewing} onClose={() => setViewing(null)} />
      <DeleteEditorDialog editor={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
