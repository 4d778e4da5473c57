import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { PlaceOptionGroup } from "../lib/place-options";

type Props = {
  label: string;
  /** The chosen place's slug; "" for the `anyLabel` choice. */
  value: string;
  onChange: (slug: string) => void;
  /** The first choice, meaning no narrowing ("All of Norland", "No home city"). */
  anyLabel: string;
  groups: PlaceOptionGroup[];
  /** While the tree loads the select shows only `anyLabel` (and the current value), and says so. */
  loading?: boolean;
  /** The label beside the select (a list's row of controls) rather than above it (a form). */
  inline?: boolean;
  className?: string;
};

/**
 * A labelled native select of places, grouped by region: the jurisdiction filter of All Motions, the national
 * view's region and city filters, the account's home city. Native, so keyboard, screen readers and phones give
 * it their own picker. Place names are admins' words in any script; an option cannot take `dir`, so the
 * select as a whole reads them with the page's direction.
 */
export function PlaceSelect({ label, value, onChange, anyLabel, groups, loading = false, inline = false, className }: Props) {
  const id = useId();
  const known = groups.some((group) => group.options.some((option) => option.value === value));
  return (
    <div className={clsx(inline && "flex items-center gap-2", className)}>
      <label htmlFor={id} className={inline ? "text-sm font-medium text-ink-muted" : "mb-1.5 block text-sm font-semibold text-ink"}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          aria-busy={loading || undefined}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full appearance-none rounded-lg border border-line bg-surface-raised py-2 ps-3 pe-9 text-sm font-medium text-ink shadow-sm hover:border-ink-muted"
        >
          <option value="">{anyLabel}</option>
          {/* A value from the address that the list does not hold (yet): kept, so the select tells the truth. */}
          {value && !known && <option value={value}>{loading ? "Loading places…" : value}</option>}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
    </div>
  );
}
