import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { VerifyEmailScreen } from "../features/auth/components/verify-email-screen";

/** A search value as text, or nothing: the router parses values as JSON first, so only strings count. */
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

export const Route = createFileRoute("/verify-email")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: text(search.token) }),
  head: () => ({ meta: [{ title: pageTitle("Email verification") }] }),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  return <VerifyEmailScreen token={token} />;
}
