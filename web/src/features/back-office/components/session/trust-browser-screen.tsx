import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleCheck, LinkIcon, MonitorCheck, RotateCcw } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { ApiError, failureText } from "../../../../lib/api";
import { trustThisBrowser } from "../../api/trust-api";
import { staffPaths, type StaffKind } from "../../lib/staff-kind";
import { StaffTopBar } from "./staff-top-bar";

// /admin/trust-browser and /editor/trust-browser: the page a browser-trust link opens (README.md, "Sign-in
// throttling"). Opening it changes nothing (mail scanners open links); only the button POSTs the token, from
// this browser, which then keeps the device cookie and signs in without waiting for the account's failed
// attempts. It does not sign anyone in: the password is still needed.

const ASK_AGAIN: Record<StaffKind, string> = {
  admin: "Ask for a new link on the sign-in screen, once it asks you to wait.",
  editor: "Ask an admin for a new link.",
};

function Card({ kind, icon, title, children }: { kind: StaffKind; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      <StaffTopBar kind={kind} />
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
        <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <div className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">{icon}</div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{title}</h1>
          <div className="mt-3 space-y-4 text-base text-ink-muted">{children}</div>
        </div>
      </div>
    </>
  );
}

/** The outcome, focused when it appears so a screen reader reads it in place of the button that is gone. */
function Outcome({ alert = false, children }: { alert?: boolean; children: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} role={alert ? "alert" : "status"} className="text-ink outline-none">
      {children}
    </p>
  );
}

const signInLink = (kind: StaffKind, primary: boolean) => (
  <Link to={staffPaths[kind].login} className={buttonClass({ variant: primary ? "primary" : "secondary", className: "w-full sm:w-auto" })}>
    Go to sign in
  </Link>
);

export function TrustBrowserScreen({ kind, token }: { kind: StaffKind; token?: string }) {
  const trust = useMutation({ mutationFn: () => trustThisBrowser(kind, token!) });
  const linkIcon = <LinkIcon aria-hidden="true" className="size-6" />;

  if (!token) {
    return (
      <Card kind={kind} icon={linkIcon} title="This link is incomplete">
        <p>Open the link again, exactly as you received it. {ASK_AGAIN[kind]}</p>
        {signInLink(kind, true)}
      </Card>
    );
  }
  if (trust.isSuccess) {
    return (
      <Card kind={kind} icon={<CircleCheck aria-hidden="true" className="size-6" />} title="This browser is trusted">
        <Outcome>{trust.data.message}</Outcome>
        {signInLink(kind, true)}
      </Card>
    );
  }
  if (trust.isError) {
    // 400: spent, expired or replaced; anything else (offline, a server error) may work on a retry.
    const refused = trust.error instanceof ApiError && trust.error.status === 400;
    return (
      <Card kind={kind} icon={linkIcon} title={refused ? "This link did not work" : "This browser could not be trusted"}>
        <Outcome alert>{refused ? `${failureText(trust.error)} ${ASK_AGAIN[kind]}` : failureText(trust.error)}</Outcome>
        <div className="flex flex-col gap-3 sm:flex-row">
          {!refused && (
            <button type="button" onClick={() => trust.mutate()} className={buttonClass({ variant: "primary", className: "w-full sm:w-auto" })}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </button>
          )}
          {signInLink(kind, refused)}
        </div>
      </Card>
    );
  }
  return (
    <Card kind={kind} icon={<MonitorCheck aria-hidden="true" className="size-6" />} title="Trust this browser?">
      <p>
        Failed sign-in attempts, perhaps not yours, made your account wait. A browser you trust signs in without waiting. Trust this one only if
        it is yours; you will still need your password.
      </p>
      <button
        type="button"
        onClick={() => trust.mutate()}
        disabled={trust.isPending}
        className={buttonClass({ variant: "primary", className: "w-full sm:w-auto" })}
      >
        {trust.isPending ? "Trusting…" : "Trust this browser"}
      </button>
    </Card>
  );
}
