import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useId, type ReactNode } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { failureText } from "../../../../lib/api";
import { requestTrustLink } from "../../api/trust-api";

// Under a sign-in form once it answered "wait" (429): failed attempts, perhaps a stranger's, make the account
// wait, but a browser the account trusts does not (README.md, "Sign-in throttling"). These say how to make
// this browser one.

const WHY = "Failed attempts, perhaps not yours, make this account wait, but a browser you trust does not.";

function Offer({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 space-y-3 rounded-xl border border-line bg-surface p-4">
      <h2 id={id} className="text-base font-semibold text-ink">
        Signing in from a new browser?
      </h2>
      {children}
    </section>
  );
}

/** An admin has a one-time link mailed to the address they signed in with (the same answer for any address). */
export function AdminTrustOffer({ email }: { email: string }) {
  const request = useMutation({ mutationFn: () => requestTrustLink(email) });
  const outcome = request.isSuccess ? request.data.message : request.isError ? failureText(request.error) : "";
  return (
    <Offer>
      <p className="text-sm text-ink-muted">
        {WHY} We can e-mail you a one-time link: open it in this browser, press Trust this browser, then sign in with your password.
      </p>
      <button
        type="button"
        onClick={() => request.mutate()}
        disabled={request.isPending}
        className={buttonClass({ variant: "secondary", className: "w-full sm:w-auto" })}
      >
        <MailCheck aria-hidden="true" className="size-4" />
        {request.isPending ? "Sending…" : "E-mail me a link"}
      </button>
      <p role="status" className="text-sm text-ink empty:hidden">
        {outcome}
      </p>
    </Offer>
  );
}

/** An editor has no address here: an admin makes the link, from the editor list. */
export function EditorTrustOffer() {
  return (
    <Offer>
      <p className="text-sm text-ink-muted">
        {WHY} Ask an admin for a one-time link to trust this browser (Editors, then View). Open it here, press Trust this browser, then sign in with
        your password.
      </p>
    </Offer>
  );
}
