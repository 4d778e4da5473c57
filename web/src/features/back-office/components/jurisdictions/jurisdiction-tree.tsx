import { KIND_LABELS } from "@contract/jurisdictions";
import { Pencil } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import type { ManagedJurisdiction } from "../../api/jurisdiction-api";

const count = new Intl.NumberFormat("en-US");

/** The rows whose parent is not in the list: the nation for a national admin, their own city for a city admin. */
const rootsOf = (rows: ManagedJurisdiction[]) => rows.filter((row) => !rows.some((other) => other._id === row.parentId));

/** One jurisdiction: name, kind, address and totals, Rename, then what is below it, indented. */
function Node({ row, rows, onRename }: { row: ManagedJurisdiction; rows: ManagedJurisdiction[]; onRename: (row: ManagedJurisdiction) => void }) {
  const children = rows.filter((other) => other.parentId === row._id);
  return (
    <li>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5">
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-semibold text-ink">
            <span dir="auto" className="user-text">
              {row.name}
            </span>{" "}
            <span className="text-sm font-normal text-ink-muted">({KIND_LABELS[row.kind]})</span>
          </p>
          <p className="text-sm text-ink-muted wrap-anywhere">/{row.slug}</p>
        </div>
        <p className="text-sm text-ink-muted tabular-nums">
          {count.format(row.stats.pages)} pages · {count.format(row.stats.motions)} motions · {count.format(row.stats.answered)} answered
        </p>
        <button type="button" aria-haspopup="dialog" aria-label={`Rename ${row.name}`} onClick={() => onRename(row)} className={buttonClass({ size: "sm" })}>
          <Pencil aria-hidden="true" className="size-4" />
          Rename
        </button>
      </div>
      {children.length > 0 && (
        <ul className="ms-4 border-s border-line ps-4 sm:ms-6 sm:ps-6">
          {children.map((child) => (
            <Node key={child._id} row={child} rows={rows} onRename={onRename} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The admin's reach as a tree, in the order of the list (by level, then name). */
export function JurisdictionTree({ rows, onRename }: { rows: ManagedJurisdiction[]; onRename: (row: ManagedJurisdiction) => void }) {
  return (
    <ul aria-label="Jurisdictions" className="rounded-2xl border border-line bg-surface-raised px-4 py-2 sm:px-6">
      {rootsOf(rows).map((root) => (
        <Node key={root._id} row={root} rows={rows} onRename={onRename} />
      ))}
    </ul>
  );
}
