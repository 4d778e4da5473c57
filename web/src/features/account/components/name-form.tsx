import { nameBody } from "@contract/account";
import { toast } from "sonner";
import { TextField } from "../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../components/form/form-submit";
import { rename } from "../api/account-calls";
import type { Account } from "../api/account-queries";
import { useShowAccount } from "../hooks/use-account";
import { useAccountForm } from "../hooks/use-account-form";

/** The name shown in the menu and on the mails Plaza sends (never on motions, which are anonymous). */
export function NameForm({ account }: { account: Account }) {
  const showAccount = useShowAccount();
  const {
    register,
    onSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useAccountForm({
    schema: nameBody,
    defaultValues: { name: account.name },
    onValid: async ({ name }) => {
      const { message, user } = await rename(name);
      showAccount(user);
      reset({ name: user.name });
      toast.success(message);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-xl space-y-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Name"
          autoComplete="name"
          hint="How Plaza addresses you, in the menu and in e-mails. Motions are published without it."
          error={errors.name?.message}
          className="min-w-0 flex-1"
          {...register("name")}
        />
        <SubmitButton busy={isSubmitting} className="self-start sm:mt-6.5">
          Save name
        </SubmitButton>
      </div>
    </form>
  );
}
