import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { ResetPasswordScreen } from "../features/auth/components/reset-password-screen";
import { tokenSearch } from "../lib/token-search";

export const Route = createFileRoute("/reset-password")({
  validateSearch: tokenSearch,
  head: () => ({ meta: [{ title: pageTitle("Reset password") }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
