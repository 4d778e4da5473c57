import { Link } from "@tanstack/react-router";
import { FileQuestion } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";
import { RetryButton, StatePanel } from "../state-panels";

/** A stored page that could not be loaded (detail or edit): try again, or go back to the list. */
export function PageLoadError({ kind, onRetry }: { kind: StaffKind; onRetry: () => unknown }) {
  return (
    <StatePanel
      icon={<FileQuestion aria-hidden="true" className="size-10" />}
      title="This page could not be loaded."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <RetryButton onRetry={onRetry} />
          <Link to={staffPaths[kind].pages} className={buttonClass()}>
            Back to pages
          </Link>
        </div>
      }
    />
  );
}
