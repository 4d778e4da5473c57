import { adminLoginBody, editorLoginBody, staffMessages } from "@contract/back-office";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { PasswordField, TextField } from "../../../../components/form/form-fields";
import { FormAlert, SubmitButton } from "../../../../components/form/form-submit";
import { ApiError, failureText } from "../../../../lib/api";
import { adminLogin, editorLogin } from "../../api/session-api";
import { useStaffForm } from "../../hooks/use-staff-form";
import { staffPaths } from "../../lib/staff-kind";
import { AdminTrustOffer, EditorTrustOffer } from "./trust-browser-offer";

/**
 * A refused sign-in is not an ended session: it is toasted and printed, and nothing else changes. A 429
 * ("wait") also offers the way to trust this browser, which does not wait (trust-browser-offer.tsx).
 */
function useLoginFailure() {
  const [waiting, setWaiting] = useState(false);
  const onFailure = (error: unknown) => {
    const message = failureText(error);
    toast.error(message);
    setWaiting(error instanceof ApiError && error.status === 429);
    return message;
  };
  return { waiting, onFailure };
}

/** Admin sign-in: e-mail and password with the admin rules, then "Logged In" and the pages list. */
export function AdminLoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { waiting, onFailure } = useLoginFailure();
  // The address the last sign-in was sent with (checked and lower-cased): the one a link is offered for.
  const [signedInWith, setSignedInWith] = useState("");
  const { register, onSubmit, formState } = useStaffForm({
    schema: adminLoginBody,
    defaultValues: { email: "", password: "" },
    onValid: async (values) => {
      setSignedInWith(values.email);
      await adminLogin(queryClient, values);
      toast.success(staffMessages.loggedIn);
      await navigate({ to: staffPaths.admin.pages });
    },
    onFailure,
  });
  const { errors, isSubmitting } = formState;
  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormAlert message={errors.root?.server?.message} />
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" error={errors.email?.message} {...register("email")} />
        <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
        <SubmitButton busy={isSubmitting} className="w-full">
          Sign in
        </SubmitButton>
      </form>
      {waiting && <AdminTrustOffer email={signedInWith} />}
    </>
  );
}

/** Editor sign-in: username and password, then "Logged In" and the pages list. */
export function EditorLoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { waiting, onFailure } = useLoginFailure();
  const { register, onSubmit, formState } = useStaffForm({
    schema: editorLoginBody,
    defaultValues: { username: "", password: "" },
    onValid: async (values) => {
      await editorLogin(queryClient, values);
      toast.success(staffMessages.loggedIn);
      await navigate({ to: staffPaths.editor.pages });
    },
    onFailure,
  });
  const { errors, isSubmitting } = formState;
  return (
    <>
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
      {waiting && <EditorTrustOffer />}
    </>
  );
}
