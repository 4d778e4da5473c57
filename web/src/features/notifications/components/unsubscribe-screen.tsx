import { notificationMessages } from "@contract/notifications";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Mail, MailCheck, MailX, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../components/button-styles";
import { StatusScreen } from "../../../components/status-screen";
import { ApiError, failureText } from "../../../lib/api";
import { unsubscribe } from "../api/notification-calls";

const ManageLink = ({ primary = false }: { primary?: boolean }) => (
  <Link to="/me/notifications" className={buttonClass({ variant: primary ? "primary" : "secondary" })}>
    Manage all e-mail preferences
  </Link>
);

/** The outcome, focused when it appears so a screen reader reads it in place of the button that is gone. */
function Outcome({ alert = false, children }: { alert?: boolean; children: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} role={alert ? "alert" : "status"} className="outline-none">
      {children}
    </p>
  );
}

/**
 * /notifications/unsubscribe?token=…, the link in every notification mail. Opening it changes nothing (mail
 * scanners open links): it says what will happen, and only the Unsubscribe button POSTs the token. No sign-in
 * needed: the signed token names the member and the kind of e-mail.
 */
export function UnsubscribeScreen({ token }: { token?: string }) {
  if (!token) {
    return (
      <StatusScreen icon={<MailX aria-hidden="true" className="size-8" />} title="This unsubscribe link is incomplete" actions={<ManageLink primary />}>
        <p>{notificationMessages.badToken}</p>
      </StatusScreen>
    );
  }
  return <UnsubscribeWithToken token={token} />;
}

function UnsubscribeWithToken({ token }: { token: string }) {
  const mutation = useMutation({ mutationFn: () => unsubscribe(token) });

  if (mutation.isSuccess) {
    return (
      <StatusScreen icon={<MailCheck aria-hidden="true" className="size-8" />} eyebrow="E-mail preferences" title="You are unsubscribed" actions={<ManageLink primary />}>
        <Outcome>{mutation.data.message}</Outcome>
        <p className="mt-2">You will still see the city&apos;s answers under the bell when you are signed in, and you can turn these e-mails back on at any time.</p>
      </StatusScreen>
    );
  }

  // 400: a link that was cut short or altered; anything else (offline, a server error) may work on a retry.
  const refused = mutation.error instanceof ApiError && mutation.error.status === 400;
  if (mutation.isError) {
    return (
      <StatusScreen
        icon={<MailX aria-hidden="true" className="size-8" />}
        eyebrow="E-mail preferences"
        title={refused ? "This link did not work" : "Could not unsubscribe"}
        actions={
          <>
            {!refused && (
              <button type="button" onClick={() => mutation.mutate()} className={buttonClass({ variant: "primary" })}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Try again
              </button>
            )}
            <ManageLink primary={refused} />
          </>
        }
      >
        <Outcome alert>{failureText(mutation.error)}</Outcome>
      </StatusScreen>
    );
  }

  return (
    <StatusScreen
      icon={<Mail aria-hidden="true" className="size-8" />}
      eyebrow="E-mail preferences"
      title="Unsubscribe from these e-mails?"
      actions={
        <>
          <button type="button" onClick={() => mutation.mutate()} disabled={mutation.isPending} className={buttonClass({ variant: "primary" })}>
            {mutation.isPending ? "Unsubscribing…" : "Unsubscribe"}
          </button>
          <ManageLink />
        </>
      }
    >
      <p>
        This stops the kind of e-mail this link came in: the city&apos;s answers to your motions, to motions you voted on, or to motions on a page
        you follow. Your other e-mails and your in-app notifications stay as they are.
      </p>
    </StatusScreen>
  );
}
