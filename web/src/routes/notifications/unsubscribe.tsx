import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../components/site-title";
import { UnsubscribeScreen } from "../../features/notifications/components/unsubscribe-screen";

/** A search value as text, or nothing: the router parses values as JSON first, so only strings count. */
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

// The unsubscribe link of a notification mail. Public (the signed token is the permission), and opening it
// changes nothing: the screen POSTs only when the member presses Unsubscribe.
export const Route = createFileRoute("/notifications/unsubscribe")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: text(search.token) }),
  head: () => ({ meta: [{ title: pageTitle("Unsubscribe") }, { name: "robots", content: "noindex" }] }),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  return <UnsubscribeScreen token={token} />;
}
