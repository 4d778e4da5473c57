import { clsx } from "clsx";
import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export type RadioOption = { value: string; label: string; hint?: string };

/**
 * A labelled choice of one, as radio buttons in a fieldset (arrow keys move between them). The group is
 * described by its hint and error, and each radio is marked invalid, so a screen reader says why when the
 * group gets focus. Each option is a 44 px row, the whole row clickable. Takes react-hook-form's register().
 */
export function RadioGroupField({
  legend,
  options,
  error,
  hint,
  className,
  input,
}: {
  legend: string;
  options: readonly RadioOption[];
  error?: string;
  hint?: ReactNode;
  className?: string;
  input: UseFormRegisterReturn;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} className={className}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink">{legend}</legend>
      {hint && (
        <div id={hintId} className="mb-2 text-sm text-ink-muted">
          {hint}
        </div>
      )}
      <div className="space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-surface px-3 py-2.5 text-base text-ink",
              "has-checked:border-brand has-checked:bg-brand-soft/40",
              error ? "border-red-700 dark:border-red-300" : "border-ink-muted/40",
            )}
          >
            <input type="radio" value={option.value} aria-invalid={error ? true : undefined} className="mt-1 size-4 shrink-0 accent-brand" {...input} />
            <span className="min-w-0">
              {option.label}
              {option.hint && <span className="block text-sm text-ink-muted">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
