import { authMessages, passwordField } from "@contract/auth";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { CircleCheck, KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { HOME_REDIRECT_DELAY_MS } from "../lib/timings";
import { AuthCard, HomeLink } from "./auth-card";
import { ResetPasswordForm } from "./reset-password-form";

/** /reset-password: a new password for the mailed token; success goes home after 3 s. */
export function ResetPasswordScreen({ token }: { token?: string }) {
  if (!token) return <MissingResetToken />;
  return <ResetPasswordPanel token={token} />;
}

function MissingResetToken() {
  // A fixed id keeps it to one toast when StrictMode runs the effect twice.
  useEffect(() => void toast.error(authMessages.missingResetToken, { id: "missing-reset-token" }), []);
  return <Navigate to="/" replace />;
}

function ResetPasswordPanel({ token }: { token: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: "/", replace: true }), HOME_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <AuthCard icon={CircleCheck} tone="success" title={authMessages.passwordReset} actions={<HomeLink primary />}>
        <p role="status">You can now log in with your new password. Taking you to the home page…</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={KeyRound} title="Choose a new password">
      <p>Use at least {passwordField.minLength} characters. Every device signed in with the old password will be signed out.</p>
      <div className="pt-3">
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      </div>
    </AuthCard>
  );
}
