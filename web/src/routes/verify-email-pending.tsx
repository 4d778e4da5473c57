import { createFileRoute, useLocation } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { VerifyEmailPendingScreen } from "../features/auth/components/verify-email-pending-screen";

// The e-mail arrives in history state, never in the address, so it stays out of logs and referrers.
export const Route = createFileRoute("/verify-email-pending")({
  head: () => ({ meta: [{ title: pageTitle("Verify your email") }] }),
  component: VerifyEmailPendingPage,
});

function VerifyEmailPendingPage() {
  const email = useLocation({ select: (location) => location.state.email });
  const fromLogin = useLocation({ select: (location) => location.state.fromLogin });
  const resendAvailableAt = useLocation({ select: (location) => location.state.resendAvailableAt });
  return <VerifyEmailPendingScreen email={email} fromLogin={fromLogin} resendAvailableAt={resendAvailableAt} />;
}
