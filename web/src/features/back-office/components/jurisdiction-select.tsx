import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { controlClass, Field } from "../../../components/form/form-fields";
import type { JurisdictionOption } from "../api/jurisdiction-api";
import { optionLabel, topDepth } from "../lib/jurisdiction-reach";

type Props = {
  label: string;
  /** The jurisdictions within the staff member's reach (useStaffReach). */
  options: JurisdictionOption[];
  error?: string;
  hint?: ReactNode;
  /** The empty first choice, when none is chosen for the staff member (a national admin adding). */
  placeholder?: string;
} & Omit<ComponentProps<"select">, "children">;

/**
 * Where a page or an editor belongs (README.md, "Staff per jurisdiction"): a labelled select of the
 * jurisdictions within reach, by slug, indented by level. Nothing to choose with a single one: not shown.
 */
export function JurisdictionSelect({ label, options, error, hint, placeholder, className, ...select }: Props) {
  if (options.length <= 1) return null;
  const top = topDepth(options);
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      render={(a11y) => (
        // Names are typed text: each option runs in its own direction.
        <select {...select} {...a11y} className={clsx(controlClass(Boolean(error)), "min-h-12")}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option._id} value={option.slug} dir="auto">
              {optionLabel(option, top)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
