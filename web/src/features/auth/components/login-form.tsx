import { authMessages, loginBody } from "@contract/auth";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { PasswordField, TextField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { login, VerificationRequiredError } from "../api/auth-calls";
import { useAuth } from "../hooks/use-auth";
import { useAuthForm } from "../hooks/use-auth-form";
import { needsVerification } from "../lib/error-text";
import { PENDING_REDIRECT_DELAY_MS } from "../lib/timings";
import { LinkButton } from "./form-parts";
import { GoogleSignIn } from "./google-button";

/** When the pending page may offer a resend: the server says how long the last mail is still fresh. */
const resendAvailableAt = (error: unknown) =>
  error instanceof VerificationRequiredError && error.resendInSeconds > 0 ? Date.now() + error.resendInSeconds * 1000 : undefined;

/**
 * Login mode: e-mail and password, Forgot Password, Google. Validates on submit, then on every change
 * (useContractForm). An unverified account is sent to the pending page instead of being told off here.
 */
export function LoginForm({ onForgotPassword, onSignUp }: { onForgotPassword: () => void; onSignUp: () => void }) {
  const { signIn, closeAuthDialog } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(
    loginBody,
    { email: "", password: "" },
    async (values) => {
      const { token, user } = await login(values);
      signIn(token, user);
      closeAuthDialog();
      toast.success(authMessages.loggedIn);
    },
    (error, values) => {
      if (!needsVerification(error)) return false;
      // The modal closes first, so its closing does not fight the navigation; a moment later the pending
      // page replaces this entry.
      closeAuthDialog();
      setTimeout(() => {
        void navigate({ to: "/verify-email-pending", replace: true, state: { email: values.email, fromLogin: true, resendAvailableAt: resendAvailableAt(error) } });
      }, PENDING_REDIRECT_DELAY_MS);
      return true;
    },
  );

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
        <div>
          <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
          <div className="mt-1 flex justify-end">
            <LinkButton onClick={onForgotPassword} className="text-sm">
              Forgot Password
            </LinkButton>
          </div>
        </div>
        <SubmitButton busy={isSubmitting} className="w-full">Log In</SubmitButton>
      </form>
      <GoogleSignIn label="Sign in with Google" />
      <p className="text-center text-sm text-ink-muted">
        Don&apos;t have an account?{" "}
        <LinkButton onClick={onSignUp}>Sign up</LinkButton>
      </p>
    </div>
  );
}
