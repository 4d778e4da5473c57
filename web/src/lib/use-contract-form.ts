import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form checked by a shared contract schema (worker/contract), so the browser applies the
 * server's rule and message texts: validated on submit, then again on every change — no complaints while
 * someone is still typing a field for the first time, and an error goes away as soon as it is fixed.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}
