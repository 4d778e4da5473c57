import { accountMessages, deleteAccountBody, type DeleteAccountBody, type MotionFate } from "@contract/account";
import { MailCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { dangerButtonClass } from "../../../components/danger-button-styles";
import { PasswordField } from "../../../components/form/form-fields";
import { FormAlert } from "../../../components/form/form-submit";
import { RadioGroupField } from "../../../components/form/radio-group-field";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { deleteAccount } from "../api/account-calls";
import { useAccountForm } from "../hooks/use-account-form";
import { useGuardedMutation } from "../hooks/use-guarded-mutation";
import { useLeaveAccount } from "../hooks/use-leave-account";
import { DeleteConfirmDialog } from "./delete-confirm-dialog";

const FATE_OPTIONS: { value: MotionFate; label: string; hint: string }[] = [
  { value: "delete", label: "Delete my motions", hint: "They disappear from Plaza, with their votes and the city's answers." },
  {
    value: "anonymize",
    label: "Keep my motions on the public record as “Former member”",
    hint: "Their text, votes and the city's answers stay; nothing links them to you.",
  },
];

/** Server refusals that are about one field of this form. */
const FIELDS: Partial<Record<string, "password" | "motions">> = {
  [accountMessages.currentPasswordWrong]: "password",
  [accountMessages.deletionConfirmRequired]: "password",
  [accountMessages.motionsChoiceRequired]: "motions",
};

/**
 * What happens to the motions (no default: the member must choose), then the password — or, for an account
 * without one, the token of the mailed confirmation link, which stands in for it. Delete account only opens
 * the confirmation dialog; the dialog's own button sends DELETE /api/me.
 */
export function DeleteAccountForm({ email, token }: { email: string; token?: string }) {
  const gate = useMemberGate();
  const leave = useLeaveAccount();
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const form = useAccountForm({
    schema: deleteAccountBody,
    defaultValues: { password: "", token },
    onValid: async (values) => setConfirming(values),
  });
  const {
    register,
    onSubmit,
    formState: { errors },
  } = form;

  const remove = useGuardedMutation({
    mutationFn: ({ motions, password }: DeleteAccountBody) => deleteAccount(token ? { token, motions } : { password, motions }),
    onSuccess: ({ message }) => leave(message),
    onError: (error) => {
      setConfirming(null);
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      const message = failureText(error);
      form.setError(FIELDS[message] ?? "root.server", { message });
      toast.error(message);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {/* A link token the contract refuses (cut short, too long) has no field of its own to sit under. */}
      <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
      <RadioGroupField legend="Your motions" options={FATE_OPTIONS} error={errors.motions?.message} input={register("motions")} />
      {token ? (
        <p className="flex max-w-prose items-start gap-2 rounded-xl border border-line bg-surface-sunken px-3.5 py-3 text-sm text-ink">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          You opened the confirmation link we e-mailed you: it confirms that it is you instead of a password.
        </p>
      ) : (
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          hint="To confirm that it is you."
          error={errors.password?.message}
          className="max-w-md"
          {...register("password")}
        />
      )}
      <button type="submit" disabled={remove.isPending} className={dangerButtonClass({ className: "min-h-12" })}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete account…
      </button>
      {/* Portalled out of the form by Radix; its buttons are plain buttons, so nothing in it submits the form. */}
      <DeleteConfirmDialog
        fate={confirming?.motions ?? null}
        email={email}
        busy={remove.isPending}
        onConfirm={() => confirming && remove.start(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
