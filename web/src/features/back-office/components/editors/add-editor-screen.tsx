import { addEditorBody } from "@contract/back-office";
import { jurisdictionMessages } from "@contract/jurisdictions";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { PasswordField, TextField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { Skeleton } from "../../../../components/skeleton";
import { addEditor, editorKeys } from "../../api/editor-api";
import type { JurisdictionOption } from "../../api/jurisdiction-api";
import type { StaffMember } from "../../api/session-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";
import { useStaffReach } from "../../hooks/use-staff-reach";
import { isNational } from "../../lib/jurisdiction-reach";
import { adminPaths } from "../../lib/staff-kind";
import { JurisdictionSelect } from "../jurisdiction-select";
import { ScreenHeader } from "../screen-header";

// The minimum the contract sets for an editor's password, quoted in the field's hint.
const PASSWORD_MIN = addEditorBody.shape.password.minLength;

/**
 * An editor belongs to the admin's jurisdiction or one below it (README.md, "Staff per jurisdiction"): a city
 * admin's by default; a national admin, who has no city of their own, chooses.
 */
const withJurisdiction = (required: boolean) =>
  addEditorBody.refine((body) => !required || body.jurisdiction !== undefined, {
    message: jurisdictionMessages.choose,
    path: ["jurisdiction"],
  });

/** /admin/editors/add: username, password and, with more than one to choose, the jurisdiction; then the list. */
export function AddEditorScreen() {
  // The form starts from the admin's own jurisdiction, so it waits for the session (the layout has it already).
  const { member, options } = useStaffReach("admin");
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <ScreenHeader title="Add editor" description="Editors can add and edit motion pages, but not manage other editors." />
      {member ? <AddEditorForm member={member} options={options} /> : <Skeleton className="h-80 rounded-2xl" />}
    </div>
  );
}

function AddEditorForm({ member, options }: { member: StaffMember; options: JurisdictionOption[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fail = useStaffFailure("admin");
  const national = isNational(member);
  const { register, onSubmit, formState } = useStaffForm({
    schema: withJurisdiction(national && options.length > 1),
    defaultValues: {
      username: "",
      password: "",
      jurisdiction: national ? "" : (member.jurisdiction?.slug ?? ""),
    },
    onValid: async (values) => {
      // The admin's own jurisdiction is the server's default: sent only when another is chosen.
      const { message } = await addEditor({
        ...values,
        jurisdiction: values.jurisdiction === member.jurisdiction?.slug ? undefined : values.jurisdiction,
      });
      await queryClient.invalidateQueries({ queryKey: editorKeys.list() });
      toast.success(message);
      await navigate({ to: adminPaths.editors });
    },
    onFailure: (error) => fail(error),
    // 409: the username is taken, which is about the username field.
    fieldFor: (error) => (error.status === 409 ? "username" : undefined),
  });
  const { errors, isSubmitting } = formState;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5 rounded-2xl border border-line bg-surface-raised p-5 sm:p-6">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="Letters, numbers, dots, dashes or underscores."
        error={errors.username?.message}
        {...register("username")}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. Give it to the editor privately; it cannot be shown again later.`}
        error={errors.password?.message}
        {...register("password")}
      />
      <JurisdictionSelect
        label="Jurisdiction"
        options={options}
        placeholder={national ? "Choose where the editor works" : undefined}
        hint="The editor manages this jurisdiction's pages and everything below it."
        error={errors.jurisdiction?.message}
        {...register("jurisdiction")}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={adminPaths.editors} className={buttonClass()}>
          Cancel
        </Link>
        <SubmitButton busy={isSubmitting}>Add editor</SubmitButton>
      </div>
    </form>
  );
}
