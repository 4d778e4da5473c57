import { pagePath } from "@contract/addresses";
import { Link } from "@tanstack/react-router";
import { Eye, Pencil } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import { Skeleton } from "../../../../components/skeleton";
import { displayPageName } from "../../../../lib/page-name";
import type { StaffPage } from "../../api/page-api";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";

import { ROW } from "../list-styles";

const ACTION = buttonClass({ size: "sm", className: "flex-1 sm:flex-none" });

/** One page in the list: image, name, its jurisdiction and address, View and Edit. */
export function PageRow({ kind, page }: { kind: StaffKind; page: StaffPage }) {
  const paths = staffPaths[kind];
  const name = displayPageName(page.name);
  return (
    <li className={ROW}>
      {/* Decorative next to the name it illustrates. */}
      <img src={page.image.url} alt="" loading="lazy" className="size-14 shrink-0 rounded-xl bg-surface-sunken object-cover" />
      <div className="min-w-0 flex-1 basis-40">
        <p dir="auto" className="font-semibold text-ink user-text">
          {name}
        </p>
        <p className="text-sm text-ink-muted">
          <span dir="auto" className="user-text">
            {page.jurisdiction.name}
          </span>{" "}
          · <span className="wrap-anywhere">{pagePath(page)}</span>
        </p>
      </div>
      {/* Named with the page (the visible word starts the name), so a list of links reads apart. */}
      <div className="flex w-full gap-2 sm:w-auto">
        <Link to={paths.page} params={{ id: page._id }} aria-label={`View ${name}`} className={ACTION}>
          <Eye aria-hidden="true" className="size-4" />
          View
        </Link>
        <Link to={paths.editPage} params={{ id: page._id }} aria-label={`Edit ${name}`} className={ACTION}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
      </div>
    </li>
  );
}

/** A row's shape while the list loads; hidden from assistive technology (the list says it is busy). */
export function PageRowPlaceholder() {
  return (
    <li aria-hidden="true" data-testid="page-row-placeholder" className={ROW}>
      <Skeleton className="size-14 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1 basis-40 space-y-2">
        <Skeleton className="h-4 w-2/3 max-w-56" />
        <Skeleton className="h-3 w-1/3 max-w-32" />
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Skeleton className="h-11 flex-1 rounded-xl sm:w-20 sm:flex-none" />
        <Skeleton className="h-11 flex-1 rounded-xl sm:w-20 sm:flex-none" />
      </div>
    </li>
  );
}
