import { accountMessages, passwordChangeForm } from "@contract/account";
import { Mail } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PasswordField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { useSessionControl } from "../../../lib/session-control";
import { changePassword, sendPasswordLink } from "../api/account-calls";
import type { Account } from "../api/account-queries";
import { useShowAccount } from "../hooks/use-account";
import { useAccountAction } from "../hooks/use-account-action";
import { useAccountForm } from "../hooks/use-account-form";
import { AccountSection, SectionStatus } from "./account-section";
import { ActionButton } from "./action-button";

/** Current, new and confirmation (the contract's passwordChangeForm); this device stays signed in. */
function ChangePasswordForm() {
  const showAccount = useShowAccount();
  const { renewSession } = useSessionControl();
  const {
    register,
    onSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useAccountForm({
    schema: passwordChangeForm,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    fields: {
      [accountMessages.currentPasswordWrong]: "currentPassword",
      [accountMessages.samePassword]: "password",
    },
    onValid: async ({ currentPassword, password }) => {
      const { message, token, user } = await changePassword({ currentPassword, password });
      // Every other session ended with the old token version; this one goes on with the new token.
      renewSession(token, user);
      showAccount(user);
      reset();
      toast.success(message);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-4">
      <FormAlert message={errors.root?.server?.message} />
      <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...register("currentPassword")} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register("password", { deps: ["confirmPassword"] })}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register("confirmPassword")} />
      <SubmitButton busy={isSubmitting}>Change password</SubmitButton>
    </form>
  );
}

/** A Google-only account: no password to change, but a mailed link to set a first one. */
function SetPasswordLink() {
  const [sent, setSent] = useState<string | null>(null);
  const send = useAccountAction(sendPasswordLink, ({ message }) => {
    setSent(message);
    toast.success(message);
  });
  return (
    <div>
      <p className="font-medium text-ink">Your account signs in with Google.</p>
      <p className="mt-1 max-w-prose text-sm text-ink-muted text-pretty">
        To sign in with your e-mail address and a password as well, we e-mail you a link to choose one. Changing your e-mail address or
        deleting your account with a password needs one too.
      </p>
      <ActionButton busy={send.isPending} busyLabel="Sending…" icon={Mail} onClick={() => send.start()} className="mt-4">
        E-mail me a link to set a password
      </ActionButton>
      <SectionStatus message={sent} />
    </div>
  );
}

export function PasswordSection({ account }: { account: Account }) {
  return (
    <AccountSection
      id="password"
      description={
        account.hasPassword
          ? "Changing your password signs you out on every other device. This one stays signed in."
          : "Your account has no password yet."
      }
    >
      {account.hasPassword ? <ChangePasswordForm /> : <SetPasswordLink />}
    </AccountSection>
  );
}
