import type { DefaultValues, FieldValues } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { useContractForm } from "../../../lib/use-contract-form";
import { serverMessage } from "../lib/error-text";

/**
 * Every auth form's rules in one place: the shared contract schema (useContractForm), and a failed
 * request shown both in the form's alert and as a toast.
 * `onFailure` may take an error over (returning true), as login does for unverified accounts.
 */
export function useAuthForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  onValid: (values: z.output<Schema>) => Promise<void>,
  onFailure?: (error: unknown, values: z.output<Schema>) => boolean,
) {
  const form = useContractForm(schema, defaultValues);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      if (onFailure?.(error, values)) return;
      const message = serverMessage(error);
      form.setError("root.server", { message });
      toast.error(message);
    }
  });

  return { ...form, onSubmit };
}
