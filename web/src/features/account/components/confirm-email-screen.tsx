import { accountMessages } from "@contract/account";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleCheck, LoaderCircle, MailX, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { StatusScreen } from "../../../components/status-screen";
import { failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { useSessionControl } from "../../../lib/session-control";
import { useSingleRun } from "../../../lib/use-single-run";
import { confirmEmailChange } from "../api/account-calls";
import { accountKeys } from "../api/account-queries";

const home = (
  <Link to="/" className={buttonClass()}>
    Go to the home page
  </Link>
);

/**
 * /confirm-email: the link mailed to a new address. Opening it spends the token once, from script (a mail
 * scanner that prefetches links loads only the page), on any device, signed in or not; a browser signed in
 * as that member shows the new address in its header at once.
 */
export function ConfirmEmailScreen({ token }: { token?: string }) {
  if (!token) {
    return (
      <StatusScreen icon={<MailX aria-hidden="true" className="size-8" />} title="This link is incomplete" actions={home}>
        <p>Open the link from the e-mail again, or ask for a new one on your account screen.</p>
      </StatusScreen>
    );
  }
  return <ConfirmWithToken token={token} />;
}

function ConfirmWithToken({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { showMember } = useSessionControl();
  const { isLoggedIn } = useMemberGate();
  const result = useSingleRun(token, async () => {
    const { message, user } = await confirmEmailChange(token);
    showMember(user);
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    toast.success(message);
    return user;
  });

  if (result.status === "pending") {
    return (
      <StatusScreen icon={<LoaderCircle aria-hidden="true" className="size-8 animate-spin" />} title="Confirming your new e-mail address…" actions={null}>
        <p role="status">This only takes a moment.</p>
      </StatusScreen>
    );
  }
  if (result.status === "success") {
    return (
      <StatusScreen
        icon={<CircleCheck aria-hidden="true" className="size-8" />}
        title={accountMessages.emailChanged}
        actions={
          isLoggedIn ? (
            <Link to="/me/account" className={buttonClass({ variant: "primary" })}>
              Go to your account
            </Link>
          ) : (
            home
          )
        }
      >
        <p role="status">
          Plaza now writes to <span className="font-semibold text-ink wrap-anywhere">{result.data.email}</span>, and you sign in with it.
        </p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      icon={<MailX aria-hidden="true" className="size-8" />}
      title="Your e-mail address was not changed"
      actions={
        <>
          {home}
          <button type="button" onClick={result.retry} className={buttonClass({ variant: "primary" })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </>
      }
    >
      {/* A spent or expired link: the server's own words ("This link is invalid or has expired…"). */}
      <p role="alert">{failureText(result.error)}</p>
    </StatusScreen>
  );
}
