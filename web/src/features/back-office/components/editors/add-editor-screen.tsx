import { addEditorBody } from "@contract/back-office";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { buttonClass } from "../../../../components/button-styles";
import { PasswordField, TextField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { addEditor, editorKeys } from "../../api/editor-api";
import { useStaffFailure } from "../../hooks/use-staff-failure";
import { useStaffForm } from "../../hooks/use-staff-form";
import { adminPaths } from "../../lib/staff-kind";
import { ScreenHeader } from "../screen-header";

// The minimum the contract sets for an editor's password, quoted in the field's hint.
const PASSWORD_MIN = addEditorBody.shape.password.minLength;

/** /admin/editors/add: username and password, then the server's message and the list. */
export function AddEditorScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fail = useStaffFailure("admin");
  const { register, onSubmit, formState } = useStaffForm({
    schema: addEditorBody,
    defaultValues: { username: "", password: "" },
    onValid: async (values) => {
      const { message } = await addEditor(values);
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
    <div className="mx-auto max-w-xl space-y-6">
      <ScreenHeader title="Add editor" description="Editors can add and edit motion pages, but not manage other editors." />
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={adminPaths.editors} className={buttonClass()}>
            Cancel
          </Link>
          <SubmitButton busy={isSubmitting}>Add editor</SubmitButton>
        </div>
      </form>
    </div>
  );
}
