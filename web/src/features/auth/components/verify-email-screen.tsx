import { authMessages } from "@contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { CircleCheck, LoaderCircle, LogIn, MailX, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { useSingleRun } from "../../../lib/use-single-run";
import { verifyEmail } from "../api/auth-calls";
import { authKeys } from "../api/session";
import { useAuth } from "../hooks/use-auth";
import { serverMessage } from "../lib/error-text";
import { HOME_REDIRECT_DELAY_MS } from "../lib/timings";
import { AuthCard, HomeLink } from "./auth-card";

/** /verify-email: spends the mailed token once; loading, then success or failure. */
export function VerifyEmailScreen({ token }: { token?: string }) {
  if (!token) {
    return (
      <AuthCard icon={MailX} tone="danger" title={authMessages.missingVerificationToken} actions={<HomeLink primary />}>
        <p>Open the link from your verification email again. If it has expired, log in and ask for a new one.</p>
      </AuthCard>
    );
  }
  return <VerifyWithToken token={token} />;
}

function VerifyWithToken({ token }: { token: string }) {
  const { signIn, user, openAuthDialog } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The success side effects live in the run itself, so they happen exactly once per verification.
  const result = useSingleRun(token, async () => {
    const session = await verifyEmail(token);
    // A second open of the link: nothing to verify and no session from it; whoever is signed in stays so.
    if (session.alreadyVerified) return null;
    signIn(session.token, session.user);
    void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    toast.success(authMessages.emailVerified);
    return session.user;
  });
  const verifiedNow = result.status === "success" ? result.data : undefined;
  const alreadyVerified = verifiedNow === null;

  useEffect(() => {
    // Home, unless the link was spent already and nobody is signed in here: then the card offers Log In.
    if (verifiedNow === undefined || (verifiedNow === null && !user)) return;
    // replace: the used link should not be one Back press away.
    const timer = setTimeout(() => void navigate({ to: "/", replace: true }), HOME_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verifiedNow, user, navigate]);

  if (result.status === "pending") {
    return (
      <AuthCard icon={LoaderCircle} spin title="Verifying your email…">
        <p role="status">This only takes a moment.</p>
      </AuthCard>
    );
  }

  if (alreadyVerified) {
    return (
      <AuthCard
        icon={CircleCheck}
        tone="success"
        title={authMessages.alreadyVerified}
        actions={
          user ? (
            <HomeLink primary />
          ) : (
            <>
              <HomeLink />
              <button type="button" onClick={() => openAuthDialog("login")} className={buttonClass({ variant: "primary" })}>
                <LogIn aria-hidden="true" className="size-4" />
                Log In
              </button>
            </>
          )
        }
      >
        <p role="status">{user ? "You're signed in. Taking you to the home page…" : "Log in with your email and password to continue."}</p>
      </AuthCard>
    );
  }

  if (verifiedNow) {
    return (
      <AuthCard icon={CircleCheck} tone="success" title={authMessages.emailVerified} actions={<HomeLink primary />}>
        <p role="status">
          Welcome to Plaza,{" "}
          <span dir="auto" className="user-text">
            {verifiedNow.name}
          </span>
          . Taking you to the home page…
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={MailX}
      tone="danger"
      title="Verification failed"
      actions={
        <>
          <HomeLink />
          <button type="button" onClick={result.retry} className={buttonClass({ variant: "primary" })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try Again
          </button>
        </>
      }
    >
      <p role="alert">{serverMessage(result.status === "error" ? result.error : null, authMessages.verificationFailed)}</p>
    </AuthCard>
  );
}
