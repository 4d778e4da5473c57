import { createFileRoute } from "@tanstack/react-router";
import { TrustBrowserScreen } from "../../features/back-office/components/session/trust-browser-screen";
import { staffHead } from "../../features/back-office/lib/staff-guard";
import { tokenSearch } from "../../lib/token-search";

// The mailed browser-trust link of an admin, outside any guard (nobody is signed in). Opening it changes
// nothing: the screen POSTs the token only when the button is pressed.
export const Route = createFileRoute("/admin/trust-browser")({
  validateSearch: tokenSearch,
  head: () => staffHead("Trust this browser"),
  component: AdminTrustBrowser,
});

function AdminTrustBrowser() {
  const { token } = Route.useSearch();
  return <TrustBrowserScreen kind="admin" token={token} />;
}
