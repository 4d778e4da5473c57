import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { VerifyEmailScreen } from "../features/auth/components/verify-email-screen";
import { tokenSearch } from "../lib/token-search";

export const Route = createFileRoute("/verify-email")({
  validateSearch: tokenSearch,
  head: () => ({ meta: [{ title: pageTitle("Email verification") }] }),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  return <VerifyEmailScreen token={token} />;
}
