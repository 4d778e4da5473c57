import { LogOut } from "lucide-react";
import { revokeSessions } from "../api/account-calls";
import { useAccountAction } from "../hooks/use-account-action";
import { useLeaveAccount } from "../hooks/use-leave-account";
import { AccountSection } from "./account-section";
import { ActionButton } from "./action-button";

/** Sign out everywhere: every session ends on the server, this one too, so the member is taken home. */
export function SessionsSection() {
  const leave = useLeaveAccount();
  const revoke = useAccountAction(revokeSessions, ({ message }) => leave(message));
  return (
    <AccountSection
      id="sessions"
      description="Signed in on a shared computer, or lost a phone? Signing out everywhere ends every session of your account on every device, including this one. You can log in again at once."
    >
      <ActionButton busy={revoke.isPending} busyLabel="Signing out…" icon={LogOut} onClick={() => revoke.start()}>
        Sign out everywhere
      </ActionButton>
    </AccountSection>
  );
}
