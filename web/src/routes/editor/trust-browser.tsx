import { createFileRoute } from "@tanstack/react-router";
import { TrustBrowserScreen } from "../../features/back-office/components/session/trust-browser-screen";
import { staffHead } from "../../features/back-office/lib/staff-guard";
import { tokenSearch } from "../../lib/token-search";

// The browser-trust link an admin made for an editor, outside any guard (nobody is signed in). Opening it
// changes nothing: the screen POSTs the token only when the button is pressed.
export const Route = createFileRoute("/editor/trust-browser")({
  validateSearch: tokenSearch,
  head: () => staffHead("Trust this browser"),
  component: EditorTrustBrowser,
});

function EditorTrustBrowser() {
  const { token } = Route.useSearch();
  return <TrustBrowserScreen kind="editor" token={token} />;
}
