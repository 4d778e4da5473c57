import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../components/site-title";
import { GoogleCallbackScreen } from "../../features/auth/components/google-callback-screen";

/** A search value as text, or nothing: the router parses values as JSON first, so only strings count. */
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

// Google comes back here with ?code=…&state=… (or ?error=…): the Google sign-in's return page.
export const Route = createFileRoute("/auth/callback")({
  validateSearch: (search: Record<string, unknown>): { code?: string; state?: string; error?: string } => ({
    code: text(search.code),
    state: text(search.state),
    error: text(search.error),
  }),
  head: () => ({ meta: [{ title: pageTitle("Signing in") }] }),
  component: GoogleCallbackPage,
});

function GoogleCallbackPage() {
  const { code, state, error } = Route.useSearch();
  return <GoogleCallbackScreen code={code} state={state} error={error} />;
}
