import { clsx } from "clsx";
import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type ComponentProps, type ReactNode } from "react";

// Borders at 3:1 or better against the surface (WCAG 1.4.11), red only as a second cue next to the message
// text.
export const controlClass = (invalid: boolean) =>
  clsx(
    "block w-full rounded-xl border bg-surface px-4 text-base text-ink shadow-sm placeholder:text-ink-muted",
    "focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand",
    invalid ? "border-red-700 dark:border-red-300" : "border-ink-muted/70",
  );

type Common = { label: string; error?: string; hint?: ReactNode; className?: string };
type FieldA11y = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * Label, control, hint and error tied together: the control is described by the hint and the error, so a
 * screen reader reads the message when the field gets focus.
 */
export function Field({ label, error, hint, className, render }: Common & { render: (a11y: FieldA11y) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {render({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled single-line input; takes react-hook-form's register(). `dir="auto"` (a caller may override it): a
 * name typed in Arabic or Hebrew runs right to left as it is typed; an e-mail address stays left to right.
 */
export function TextField({ label, error, hint, className, ...input }: Common & ComponentProps<"input">) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      render={(a11y) => <input dir="auto" {...input} {...a11y} className={clsx(controlClass(Boolean(error)), "min-h-12")} />}
    />
  );
}

/** A labelled multi-line input, in the direction of what is typed; takes react-hook-form's register(). */
export function TextareaField({ label, error, hint, className, ...textarea }: Common & ComponentProps<"textarea">) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      render={(a11y) => (
        <textarea dir="auto" {...textarea} {...a11y} className={clsx(controlClass(Boolean(error)), "min-h-40 resize-y py-3 leading-relaxed")} />
      )}
    />
  );
}

/**
 * A password input with its own show/hide button. The visibility lives in the field, so a form that is
 * swapped out (a mode switch) starts hidden again.
 */
export function PasswordField({ label, error, hint, className, ...input }: Common & Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      render={(a11y) => (
        <div className="relative">
          <input
            {...input}
            {...a11y}
            type={visible ? "text" : "password"}
            // Browsers should not offer to autocorrect or capitalise a password shown in clear text.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={clsx(controlClass(Boolean(error)), "min-h-12 pr-12")}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Hide password" : "Show password"}
            aria-controls={a11y.id}
            className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    />
  );
}
