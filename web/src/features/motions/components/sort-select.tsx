import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { MOTION_SORTS, type MotionSort } from "@contract/limits";
import { isMotionSort } from "../lib/motion-search";

/** The "Sort By" control of a motion list: a native select, so keyboard and screen readers just work. */
export function SortSelect({ value, onChange }: { value: MotionSort; onChange: (sort: MotionSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        Sort By
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => isMotionSort(e.target.value) && onChange(e.target.value)}
          className="min-h-11 appearance-none rounded-lg border border-line bg-surface-raised py-2 ps-3 pe-9 text-sm font-medium text-ink shadow-sm hover:border-ink-muted"
        >
          {MOTION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sort}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
    </div>
  );
}
