import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api";
import { useContractForm } from "../../../lib/use-contract-form";
import { ApiFieldsError } from "../api/staff-errors";

/**
 * Every back-office form's rules in one place: the shared contract schema, validation on submit and then
 * on every change (useContractForm). A failed request goes to `onFailure` (which toasts it) and is also printed
 * in the form; a 400's issues land on the fields they name, so the server's text sits where the client's
 * would have. `fieldFor` names the field for an error without issues (a taken username, a 413 image).
 */
export function useStaffForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onValid,
  onFailure,
  fieldFor,
}: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onValid: (values: z.output<Schema>) => Promise<void>;
  onFailure: (error: unknown) => string;
  fieldFor?: (error: ApiError) => Path<z.input<Schema>> | undefined;
}) {
  const form = useContractForm(schema, defaultValues);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      const message = onFailure(error);
      const fields = Object.keys(defaultValues ?? {});
      const placed = new Set<string>();
      if (error instanceof ApiFieldsError) {
        for (const issue of error.issues) {
          if (!fields.includes(issue.path) || placed.has(issue.path)) continue;
          placed.add(issue.path);
          form.setError(issue.path as Path<z.input<Schema>>, { message: issue.message });
        }
      }
      const field = error instanceof ApiError && placed.size === 0 ? fieldFor?.(error) : undefined;
      if (field) {
        placed.add(field);
        form.setError(field, { message });
      }
      // Only when no field carries it, so the same words do not show twice on screen.
      if (placed.size === 0) form.setError("root.server", { message });
    }
  });

  return { ...form, onSubmit };
}
