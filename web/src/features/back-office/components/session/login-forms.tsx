import { adminLoginBody, editorLoginBody, staffMessages } from "@contract/back-office";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { PasswordField, TextField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { failureText } from "../../../../lib/api";
import { adminLogin, editorLogin } from "../../api/session-api";
import { useStaffForm } from "../../hooks/use-staff-form";
import { staffPaths } from "../../lib/staff-kind";

// A refused sign-in is not an ended session: it is toasted and printed, and nothing else changes.
const loginFailure = (error: unknown) => {
  const message = failureText(error);
  toast.error(message);
  return message;
};

/** Admin sign-in: e-mail and password with the admin rules, then "Logged In" and the pages list. */
export function AdminLoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { register, onSubmit, formState } = useStaffForm({
    schema: adminLoginBody,
    defaultValues: { email: "", password: "" },
    onValid: async (values) => {
      await adminLogin(queryClient, values);
      toast.success(staffMessages.loggedIn);
      await navigate({ to: staffPaths.admin.pages });
    },
    onFailure: loginFailure,
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField label="Email" type="email" autoComplete="username" inputMode="email" error={errors.email?.message} {...register("email")} />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
      <SubmitButton busy={isSubmitting} className="w-full">
        Sign in
      </SubmitButton>
    </form>
  );
}

/** Editor sign-in: username and password, then "Logged In" and the pages list. */
export function EditorLoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { register, onSubmit, formState } = useStaffForm({
    schema: editorLoginBody,
    defaultValues: { username: "", password: "" },
    onValid: async (values) => {
      await editorLogin(queryClient, values);
      toast.success(staffMessages.loggedIn);
      await navigate({ to: staffPaths.editor.pages });
    },
    onFailure: loginFailure,
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register("username")}
      />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
      <SubmitButton busy={isSubmitting} className="w-full">
        Sign in
      </SubmitButton>
    </form>
  );
}
