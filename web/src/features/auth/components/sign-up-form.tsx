import { authMessages, signUpForm } from "@contract/auth";
import { toast } from "sonner";
import { PasswordField, TextField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { register as registerAccount } from "../api/auth-calls";
import { useAuthForm } from "../hooks/use-auth-form";
import { LinkButton } from "./form-parts";
import { GoogleSignIn } from "./google-button";

/**
 * Sign-up mode: name, e-mail, password and its confirmation, each password with its own
 * show/hide. Success does not sign in — the address must be verified first — so the modal moves on to
 * the Check Your Email panel with the address.
 */
export function SignUpForm({ onRegistered, onLogin }: { onRegistered: (email: string) => void; onLogin: () => void }) {
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm(signUpForm, { name: "", email: "", password: "", confirmPassword: "" }, async ({ name, email, password }) => {
    const { user } = await registerAccount({ name, email, password });
    toast.success(authMessages.accountCreated);
    onRegistered(user.email);
  });

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          // The match is a rule of the whole form, so changing the password re-checks its confirmation.
          {...register("password", { deps: ["confirmPassword"] })}
        />
        <PasswordField label="Confirm Password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register("confirmPassword")} />
        <SubmitButton busy={isSubmitting} className="w-full">Sign Up</SubmitButton>
      </form>
      <GoogleSignIn label="Sign up with Google" />
      <p className="text-center text-sm text-ink-muted">
        Already have an account? <LinkButton onClick={onLogin}>Log in</LinkButton>
      </p>
    </div>
  );
}
