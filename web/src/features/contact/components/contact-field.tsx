import { clsx } from "clsx";
import { useId, type ComponentProps, type ReactNode } from "react";

// Borders at 3:1 or better against the surface (WCAG 1.4.11); red is only a second cue next to the text.
const controlClass = (invalid: boolean) =>
  clsx(
    "block w-full rounded-xl border bg-surface px-4 text-base text-ink shadow-sm placeholder:text-ink-muted",
    "focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand",
    invalid ? "border-red-700 dark:border-red-300" : "border-ink-muted/70",
  );

type Common = { label: string; error?: string; className?: string };
type A11y = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** The label, the control and its error, tied together so a screen reader reads the error on focus. */
function Field({ label, error, className, render }: Common & { render: (a11y: A11y) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {render({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled single-line input; takes react-hook-form's register(). */
export function ContactInput({ label, error, className, ...input }: Common & ComponentProps<"input">) {
  return (
    <Field
      label={label}
      error={error}
      className={className}
      render={(a11y) => <input {...input} {...a11y} className={clsx(controlClass(Boolean(error)), "min-h-12")} />}
    />
  );
}

/** A labelled multi-line input for the message; takes react-hook-form's register(). */
export function ContactTextarea({ label, error, className, ...textarea }: Common & ComponentProps<"textarea">) {
  return (
    <Field
      label={label}
      error={error}
      className={className}
      render={(a11y) => (
        <textarea
          {...textarea}
          {...a11y}
          className={clsx(controlClass(Boolean(error)), "min-h-40 resize-y py-3 leading-relaxed")}
        />
      )}
    />
  );
}
