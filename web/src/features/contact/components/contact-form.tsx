import { contactMessages, type ContactFormVariant } from "@contract/contact";
import { clsx } from "clsx";
import { CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { TextareaField, TextField } from "../../../components/form/form-fields";
import { useContactForm } from "../hooks/use-contact-form";

/**
 * The contact form in both places: `page` (/contact, stricter e-mail rule) and `home` (the landing page's
 * Get in Touch section, basic rule). `data-state` exposes the form's state (useContactForm) to tests.
 */
export function ContactForm({
  variant,
  labelledBy,
  className,
}: {
  variant: ContactFormVariant;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  className?: string;
}) {
  const {
    form: {
      register,
      formState: { errors },
    },
    state,
    error,
    onSubmit,
  } = useContactForm(variant);
  const busy = state === "submitting";

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      data-state={state}
      onSubmit={(event) => void onSubmit(event)}
      className={clsx("space-y-5", className)}
    >
      {/* Always in the DOM, so screen readers announce the banner the moment it appears. */}
      <div role="status" aria-live="polite">
        {state === "sent" && (
          <p className="flex items-start gap-2.5 rounded-xl border border-emerald-700/40 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900 dark:border-emerald-300/40 dark:bg-emerald-950/40 dark:text-emerald-100">
            <CircleCheck aria-hidden="true" className="mt-px size-5 shrink-0" />
            {contactMessages.sent}
          </p>
        )}
        {busy && <span className="sr-only">Sending your message…</span>}
      </div>
      {state === "failed" && error && (
        <p
          role="alert"
          className="flex items-start gap-2.5 rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/40 dark:bg-red-950/40 dark:text-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-5 shrink-0" />
          {error}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField
          label="Email Address"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
      </div>
      <TextareaField label="Message" rows={6} error={errors.message?.message} {...register("message")} />
      {/* A disabled submit button also blocks a second submit by Enter while the request runs. */}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass({ variant: "primary", className: "min-h-12 w-full sm:w-auto sm:px-8" })}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" data-testid="contact-spinner" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        Send Message
      </button>
    </form>
  );
}
