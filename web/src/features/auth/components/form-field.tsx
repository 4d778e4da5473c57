import { clsx } from "clsx";
import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type ComponentProps, type ReactNode } from "react";

type FieldProps = ComponentProps<"input"> & { label: string; error?: string; trailing?: ReactNode };

// Borders at 3:1 or better against the surface (WCAG 1.4.11), red only as a second cue next to the text.
const inputClass = (invalid: boolean, padRight: boolean) =>
  clsx(
    "block min-h-12 w-full rounded-xl border bg-surface px-4 text-base text-ink shadow-sm placeholder:text-ink-muted",
    "focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand",
    invalid ? "border-red-700 dark:border-red-300" : "border-ink-muted/70",
    padRight && "pr-12",
  );

/**
 * A labelled input with its error underneath, tied to it by aria-describedby and flagged aria-invalid,
 * so a screen reader reads the message when the field gets focus. Takes react-hook-form's register().
 */
export function TextField({ label, error, trailing, id, className, ...input }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass(Boolean(error), Boolean(trailing))}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A password input with its own show/hide button. The visibility lives in the field, so a form that is
 * swapped out (a mode switch) starts hidden again.
 */
export function PasswordField(props: Omit<FieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? "text" : "password"}
      // Browsers should not offer to autocorrect or capitalise a password shown in clear text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-controls={inputId}
          className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
