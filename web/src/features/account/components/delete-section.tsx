import { Mail } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { sendDeletionLink } from "../api/account-calls";
import type { Account } from "../api/account-queries";
import { useAccountAction } from "../hooks/use-account-action";
import { AccountSection, jumpToSection, SectionStatus } from "./account-section";
import { ActionButton } from "./action-button";
import { DeleteAccountForm } from "./delete-account-form";

/** An account without a password proves it is them through their mailbox: the link comes back here. */
function DeletionLinkRequest() {
  const [sent, setSent] = useState<string | null>(null);
  const send = useAccountAction(sendDeletionLink, ({ message }) => {
    setSent(message);
    toast.success(message);
  });
  return (
    <div>
      <p className="max-w-prose text-sm text-ink">
        Your account signs in with Google and has no password, so we confirm that it is you by e-mail. Open the link we send you, signed
        in, to choose what happens to your motions and delete your account.
      </p>
      <ActionButton busy={send.isPending} busyLabel="Sending…" icon={Mail} onClick={() => send.start()} className="mt-4">
        E-mail me a confirmation link
      </ActionButton>
      <SectionStatus message={sent} />
    </div>
  );
}

/**
 * The danger zone: deleting the account is permanent, and the section says so before anything else. With
 * a password the form asks for it; without one, a mailed link (`token`, from /me/account?token=…) stands in.
 */
export function DeleteSection({ account, token }: { account: Account; token?: string }) {
  return (
    <AccountSection
      id="delete-account"
      danger
      description={<strong className="font-semibold text-ink">Deleting your account is permanent. It cannot be undone.</strong>}
    >
      <ul className="max-w-prose list-disc space-y-1.5 ps-5 text-sm leading-relaxed text-ink">
        <li>Your account, name, e-mail address and picture are erased, and you are signed out on every device.</li>
        <li>Your votes leave the counts of every motion. The pages you follow, your notifications and preferences are deleted.</li>
        <li>Your motions are deleted, or kept on the public record as by a “Former member”, as you choose below.</li>
      </ul>
      <p className="mt-3 max-w-prose text-sm text-ink-muted">
        Want a copy first?{" "}
        <a href="#your-data" onClick={jumpToSection("your-data")} className="font-semibold text-brand underline underline-offset-4">
          Download your data
        </a>{" "}
        before you delete your account.
      </p>
      <div className="mt-6 border-t border-line pt-6">
        {account.hasPassword || token ? <DeleteAccountForm email={account.email} token={token} /> : <DeletionLinkRequest />}
      </div>
    </AccountSection>
  );
}
