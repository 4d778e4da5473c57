import { authMessages, resetPasswordForm } from "@contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { PasswordField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { resetPassword } from "../api/auth-calls";
import { authKeys } from "../api/session";
import { useAuthForm } from "../hooks/use-auth-form";

/** The new password and its confirmation (the contract's reset rules), sent with the mailed token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(resetPasswordForm, { password: "", confirmPassword: "" }, async ({ password }) => {
    await resetPassword(token, password);
    // A reset ends every earlier session on the server; re-check ours so the header follows.
    void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    toast.success(authMessages.passwordReset);
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 text-left">
      <FormAlert message={errors.root?.server?.message} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password", { deps: ["confirmPassword"] })}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register("confirmPassword")} />
      <SubmitButton busy={isSubmitting} className="w-full">Reset Password</SubmitButton>
    </form>
  );
}
