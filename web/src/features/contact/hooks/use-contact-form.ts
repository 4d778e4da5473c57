import { contactFormSchema, type ContactFormVariant } from "@contract/contact";
import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { failureText } from "../../../lib/api";
import { useContractForm } from "../../../lib/use-contract-form";
import { sendContactMessage } from "../api/contact-api";

/** Idle, submitting, sent (banner, fields cleared) or failed (error toast). */
type ContactFormState = "idle" | "submitting" | "sent" | "failed";

type Values = z.input<ReturnType<typeof contactFormSchema>>;
const EMPTY: Values = { name: "", email: "", message: "" };

/**
 * The contact form's rules: the variant's shared schema (the page adds the 2–4 letter top-level rule),
 * checked on submit and then on every change (useContractForm), and the form's four states.
 */
export function useContactForm(variant: ContactFormVariant) {
  const form = useContractForm(contactFormSchema(variant), EMPTY);
  const [outcome, setOutcome] = useState<{ state: "idle" | "sent" | "failed"; error?: string }>({ state: "idle" });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setOutcome({ state: "idle" });
      try {
        const { message } = await sendContactMessage(values);
        form.reset(EMPTY);
        setOutcome({ state: "sent" });
        toast.success(message);
      } catch (error) {
        // The fields keep what was typed, so nothing is lost when the visitor tries again.
        const text = failureText(error);
        setOutcome({ state: "failed", error: text });
        toast.error(text);
      }
    },
    // A new attempt that does not pass the rules hides the previous banner: it no longer describes the form.
    () => setOutcome({ state: "idle" }),
  );

  const state: ContactFormState = form.formState.isSubmitting ? "submitting" : outcome.state;
  return { form, state, error: outcome.error, onSubmit };
}
