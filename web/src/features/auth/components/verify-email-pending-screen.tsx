import { authMessages, RESEND_COOLDOWN_SECONDS } from "@contract/auth";
import { useMutation } from "@tanstack/react-query";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { LoaderCircle, MailWarning, Send } from "lucide-react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { resendVerification, ResendCooldownError } from "../api/auth-calls";
import { formatCountdown, useCountdown } from "../hooks/use-countdown";
import { serverMessage } from "../lib/error-text";
import { AuthCard, HomeLink } from "./auth-card";

/**
 * /verify-email-pending: the address from navigation state and a Resend button with a cooldown.
 * Arriving without an address (a typed URL, a new tab) leads home: there is nothing to resend to.
 */
type Props = { email?: string; fromLogin?: boolean; resendAvailableAt?: number };

export function VerifyEmailPendingScreen({ email, fromLogin = false, resendAvailableAt }: Props) {
  if (!email) return <Navigate to="/" replace />;
  return <PendingVerification email={email} fromLogin={fromLogin} resendAvailableAt={resendAvailableAt} />;
}

function PendingVerification({ email, fromLogin, resendAvailableAt }: Props & { email: string; fromLogin: boolean }) {
  // Counting down at once when the last mail is recent (the server said so at login), and from the same
  // moment after a reload: the end time lives in this history entry's state.
  const cooldown = useCountdown(resendAvailableAt);
  const navigate = useNavigate();
  const startCooldown = (seconds: number) => {
    const until = cooldown.start(seconds);
    void navigate({ to: ".", replace: true, state: (prev) => ({ ...prev, resendAvailableAt: until }) });
  };
  const resend = useMutation({
    mutationFn: () => resendVerification(email),
    onSuccess: () => {
      toast.success(authMessages.verificationSent);
      startCooldown(RESEND_COOLDOWN_SECONDS);
    },
    onError: (error) => {
      toast.error(serverMessage(error, authMessages.verificationSendFailed));
      // The server's own cooldown (one was sent recently, maybe from another tab) wins over ours.
      if (error instanceof ResendCooldownError) startCooldown(error.retryAfterSeconds);
    },
  });
  const waiting = cooldown.remaining > 0;

  return (
    <AuthCard
      icon={MailWarning}
      title="Verify your email"
      actions={
        <>
          <HomeLink />
          <button
            type="button"
            onClick={() => resend.mutate()}
            disabled={waiting || resend.isPending}
            className={buttonClass({ variant: "primary", className: "tabular-nums" })}
          >
            {resend.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
            {waiting ? `Resend in ${formatCountdown(cooldown.remaining)}` : resend.isPending ? "Sending..." : "Resend Email"}
          </button>
        </>
      }
    >
      {fromLogin && (
        <p className="rounded-xl border border-line bg-surface-sunken px-4 py-3 font-semibold text-ink">{authMessages.verifyFirst}</p>
      )}
      <p>
        We sent a verification link to <strong className="font-semibold text-ink wrap-anywhere">{email}</strong>. Open it to
        activate your account. The verification link expires in 24 hours.
      </p>
      <p>Can&apos;t find it? Check your spam folder, or send a new link.</p>
    </AuthCard>
  );
}
