import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { ConfirmEmailScreen } from "../features/account/components/confirm-email-screen";
import { tokenSearch } from "../lib/token-search";

// The link mailed to a new e-mail address: the screen spends it once, from script, like /verify-email.
export const Route = createFileRoute("/confirm-email")({
  validateSearch: tokenSearch,
  head: () => ({ meta: [{ title: pageTitle("Email change") }, { name: "robots", content: "noindex" }] }),
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  return <ConfirmEmailScreen token={token} />;
}
