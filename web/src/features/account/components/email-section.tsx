import { accountMessages, emailChangeBody } from "@contract/account";
import { authMessages } from "@contract/auth";
import { BadgeCheck, CircleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PasswordField, TextField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { requestEmailChange } from "../api/account-calls";
import type { Account } from "../api/account-queries";
import { useAccountForm } from "../hooks/use-account-form";
import { AccountSection, jumpToSection, SectionStatus } from "./account-section";

/** The new address and the current password; the address changes only once the mailed link is opened. */
function ChangeEmailForm() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useAccountForm({
    schema: emailChangeBody,
    defaultValues: { email: "", currentPassword: "" },
    fields: {
      [accountMessages.currentPasswordWrong]: "currentPassword",
      [accountMessages.sameEmail]: "email",
      [authMessages.emailTaken]: "email",
    },
    onValid: async (input) => {
      setSent(null);
      const { message } = await requestEmailChange(input);
      reset();
      setSent(message);
      toast.success(message);
    },
  });

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <TextField label="New e-mail address" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
        <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...register("currentPassword")} />
        <SubmitButton busy={isSubmitting}>Send confirmation link</SubmitButton>
      </form>
      <SectionStatus message={sent} />
    </>
  );
}

export function EmailSection({ account }: { account: Account }) {
  return (
    <AccountSection
      id="email"
      description="Where Plaza writes to you, and what you sign in with. A new address takes effect once you open the link we send to it; until then the current one stays."
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink">
        <span className="text-sm text-ink-muted">Current address:</span>
        <span className="font-semibold wrap-anywhere">{account.email}</span>
        {account.isVerified ? (
          <span className="inline-flex items-center gap-1 text-sm text-green-800 dark:text-green-300">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Verified
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300">
            <CircleAlert aria-hidden="true" className="size-4" />
            Not verified yet
          </span>
        )}
      </p>
      <div className="mt-5">
        {account.hasPassword ? (
          <ChangeEmailForm />
        ) : (
          <p className="max-w-prose rounded-xl border border-line bg-surface-sunken px-4 py-3 text-sm text-ink">
            {accountMessages.passwordNeededForEmail}{" "}
            <a href="#password" onClick={jumpToSection("password")} className="font-semibold text-brand underline underline-offset-4">
              Set a password
            </a>
          </p>
        )}
      </div>
    </AccountSection>
  );
}
