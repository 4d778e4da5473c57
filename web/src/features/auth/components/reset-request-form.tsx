import { authMessages, emailBody } from "@contract/auth";
import { ArrowLeft } from "lucide-react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { TextField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { forgotPassword } from "../api/auth-calls";
import { useAuthForm } from "../hooks/use-auth-form";

/**
 * Reset mode: the e-mail only. The server answers alike for known and unknown addresses, so
 * success always reads "link sent" and goes back to login.
 */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(emailBody, { email: "" }, async ({ email }) => {
    await forgotPassword(email);
    toast.success(authMessages.resetLinkSent);
    onBack();
  });

  return (
    <div className="space-y-3">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
        <SubmitButton busy={isSubmitting} className="w-full">Send Reset Link</SubmitButton>
      </form>
      <button type="button" onClick={onBack} className={buttonClass({ variant: "ghost", className: "w-full" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Login
      </button>
    </div>
  );
}
