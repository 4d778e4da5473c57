import { jurisdictionRenameBody } from "@contract/jurisdiction-admin";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { TextField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { Modal } from "../../../../components/modal";
import { jurisdictionKeys, renameJurisdiction, type ManagedJurisdiction } from "../../api/jurisdiction-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";

/**
 * A new name or address for a jurisdiction. Only what changed is sent; a new address keeps the old one
 * answering with a redirect, so shared links go on working (README.md, "Staff per jurisdiction").
 */
export function RenameJurisdictionDialog({ jurisdiction, onClose }: { jurisdiction: ManagedJurisdiction; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fail = useStaffFailure("admin");
  const { register, onSubmit, formState } = useStaffForm({
    schema: jurisdictionRenameBody,
    defaultValues: { name: jurisdiction.name, slug: jurisdiction.slug },
    onValid: async (values) => {
      const changed = {
        ...(values.name !== jurisdiction.name ? { name: values.name } : {}),
        ...(values.slug && values.slug !== jurisdiction.slug ? { slug: values.slug } : {}),
      };
      if (Object.keys(changed).length) {
        const { message } = await renameJurisdiction(jurisdiction.slug, changed);
        await queryClient.invalidateQueries({ queryKey: jurisdictionKeys.all });
        toast.success(message);
      }
      onClose();
    },
    onFailure: (error) => fail(error),
    fieldFor: (error) => (error.status === 409 ? "slug" : undefined),
  });
  const { errors, isSubmitting } = formState;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Rename"
      description="A new address keeps the old one working: links to it are sent on to the new one."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <FormAlert message={errors.root?.server?.message} />
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register("name")} />
        <TextField label="Address" dir="ltr" autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.slug?.message} {...register("slug")} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={isSubmitting} className={buttonClass()}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting}>Save</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
