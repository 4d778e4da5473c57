import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { ResetPasswordScreen } from "../features/auth/components/reset-password-screen";

/** A search value as text, or nothing: the router parses values as JSON first, so only strings count. */
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: text(search.token) }),
  head: () => ({ meta: [{ title: pageTitle("Reset password") }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
