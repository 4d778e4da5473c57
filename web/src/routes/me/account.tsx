import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../components/site-title";
import { AccountScreen } from "../../features/account/components/account-screen";
import { tokenSearch } from "../../lib/token-search";

// The member's own account; private, so fetched on the client with the member's token, like /me. The mailed
// deletion link of an account without a password opens it with `?token=…`, which stands in for the password.
export const Route = createFileRoute("/me/account")({
  validateSearch: tokenSearch,
  head: () => ({ meta: [{ title: pageTitle("Account") }, { name: "robots", content: "noindex" }] }),
  component: AccountPage,
});

function AccountPage() {
  const { token } = Route.useSearch();
  return <AccountScreen token={token} />;
}
