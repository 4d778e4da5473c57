import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import { textLength } from "@contract/text";
import { controlClass, Field } from "./form-fields";

const countFormat = new Intl.NumberFormat("en-US");

type Props = { label: string; error?: string; hint?: ReactNode; className?: string; text: string; limit: number } & Omit<ComponentProps<"textarea">, "className">;

/**
 * A labelled multi-line input with a live character count ("12 / 500 characters") beside its hint, counted as
 * the server counts (`textLength`: what a reader sees, trimmed); the count
 * turns red past the limit, where the contract's own message then says what to do. No maxLength: a pasted
 * text that is too long stays visible to be shortened rather than cut off unseen.
 */
export function CountedTextareaField({ label, error, hint, className, text, limit, ...textarea }: Props) {
  const count = textLength(text.trim());
  const counter = (
    <span className={clsx("shrink-0 tabular-nums", count > limit && "font-semibold text-red-700 dark:text-red-300")}>
      {countFormat.format(count)} / {countFormat.format(limit)}
      <span className="sr-only"> characters</span>
    </span>
  );
  return (
    <Field
      label={label}
      error={error}
      className={className}
      hint={
        <span className="flex items-start justify-between gap-3">
          <span>{hint}</span>
          {counter}
        </span>
      }
      // dir="auto": Arabic or Hebrew runs right to left as it is typed.
      render={(a11y) => <textarea dir="auto" {...textarea} {...a11y} className={clsx(controlClass(Boolean(error)), "min-h-28 resize-y py-3 leading-relaxed")} />}
    />
  );
}
