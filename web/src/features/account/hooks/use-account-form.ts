import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { useContractForm } from "../../../lib/use-contract-form";

/**
 * Every account form's rules in one place: the contract's schema (the Worker validates with the same one),
 * and a refusal shown where it belongs. The server's message goes on the field it is about when `fields`
 * names one for it ("Your current password is incorrect." under Current password), else into the form's
 * alert; it is toasted as well. A session that ended elsewhere goes to the login dialog instead.
 */
export function useAccountForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onValid,
  fields = {},
}: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onValid: (values: z.output<Schema>) => Promise<void>;
  /** Server messages that are about one field, and that field. */
  fields?: Partial<Record<string, Path<z.input<Schema>>>>;
}) {
  const form = useContractForm(schema, defaultValues);
  const gate = useMemberGate();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      const message = failureText(error);
      const field = error instanceof ApiError ? fields[error.message] : undefined;
      form.setError(field ?? "root.server", { message }, { shouldFocus: Boolean(field) });
      toast.error(message);
    }
  });

  return { ...form, onSubmit };
}
