import { ADDED_KINDS, jurisdictionCreateBody } from "@contract/jurisdiction-admin";
import { KIND_LABELS, PARENT_KIND } from "@contract/jurisdictions";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { toast } from "sonner";
import { controlClass, Field, TextField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { createJurisdiction, jurisdictionKeys, type ManagedJurisdiction } from "../../api/jurisdiction-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";
import { optionLabel, topDepth } from "../../lib/jurisdiction-reach";

/** The kinds an admin of `tree` can add: those whose parent kind is in it (a city admin: districts). */
const addableKinds = (tree: Pick<ManagedJurisdiction, "kind">[]) => ADDED_KINDS.filter((kind) => tree.some((j) => j.kind === PARENT_KIND[kind]));

/**
 * Adds a region, a city or a district under a jurisdiction of the admin's reach; the address is made from
 * the name unless one is typed. The server's 409 (a taken address) and 400s land on their fields.
 */
export function AddJurisdictionForm({ tree }: { tree: ManagedJurisdiction[] }) {
  const queryClient = useQueryClient();
  const fail = useStaffFailure("admin");
  const kinds = addableKinds(tree);
  const { register, watch, onSubmit, formState, reset } = useStaffForm({
    schema: jurisdictionCreateBody,
    defaultValues: { name: "", slug: "", kind: kinds[kinds.length - 1] ?? "district", parent: "" },
    onValid: async (values) => {
      const { message } = await createJurisdiction(values);
      await queryClient.invalidateQueries({ queryKey: jurisdictionKeys.all });
      toast.success(message);
      reset({ name: "", slug: "", kind: values.kind, parent: values.parent });
    },
    onFailure: (error) => fail(error),
    fieldFor: (error) => (error.status === 409 ? "slug" : error.status === 403 ? "parent" : undefined),
  });
  const { errors, isSubmitting } = formState;
  const parents = tree.filter((j) => j.kind === PARENT_KIND[watch("kind")]);
  if (!kinds.length) return null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="add-jurisdiction" className="space-y-5 rounded-2xl border border-line bg-surface-raised p-5 sm:p-6">
      <h2 id="add-jurisdiction" className="text-lg font-semibold text-ink">
        Add a jurisdiction
      </h2>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register("name")} />
        <TextField
          label="Address"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Lower-case letters, digits and dashes. Leave empty to make it from the name."
          error={errors.slug?.message}
          {...register("slug")}
        />
        <Field
          label="Kind"
          error={errors.kind?.message}
          render={(a11y) => (
            <select {...a11y} {...register("kind")} className={clsx(controlClass(Boolean(errors.kind)), "min-h-12")}>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          label="Belongs to"
          error={errors.parent?.message}
          render={(a11y) => (
            <select {...a11y} {...register("parent")} className={clsx(controlClass(Boolean(errors.parent)), "min-h-12")}>
              <option value="">Choose…</option>
              {parents.map((parent) => (
                <option key={parent._id} value={parent.slug} dir="auto">
                  {optionLabel(parent, topDepth(parents))}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting}>Add jurisdiction</SubmitButton>
      </div>
    </form>
  );
}
