import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { vi } from "vitest";
import type { AuthUser } from "../../../../web/src/features/auth/api/session";
import { AuthProvider } from "../../../../web/src/features/auth/components/auth-provider";
import { type AuthMode, useAuth } from "../../../../web/src/features/auth/hooks/use-auth";
import { renderInRouter } from "../../support/render-in-router";
import { type Route, stubRoutes } from "../../support/stub-api";

export const member = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  _id: "0193a1b2-member",
  name: "ada Lovelace",
  email: "ada@example.com",
  isVerified: true,
  profile: { link: null },
  homeCity: null,
  ...overrides,
});

/** The fake Worker for auth screens: answers "METHOD /api/auth/…" keys from `routes` (see stubRoutes). */
export const stubAuthApi = (routes: Record<string, Route>) => stubRoutes(routes);

/**
 * The account calls a form made, without the site configuration it also reads (GET /api/site says whether
 * to offer Google sign-in).
 */
export const authCalls = (api: ReturnType<typeof stubAuthApi>) => api.calls.filter((c) => c.url.pathname.startsWith("/api/auth/"));

/** Opens the modal in a given mode, as a join or vote button of another feature would. */
export function OpenAuthButton({ mode }: { mode: AuthMode }) {
  const { openAuthDialog } = useAuth();
  return (
    <button type="button" onClick={() => openAuthDialog(mode)}>
      Open {mode}
    </button>
  );
}

/** Renders `ui` inside the app's auth provider and a toast area; `reload` stands in for the page reload. */
export function renderWithAuth(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const reload = vi.fn();
  const result = renderInRouter(
    <AuthProvider reload={reload}>
      {ui}
      <Toaster />
    </AuthProvider>,
    { path },
  );
  return { ...result, reload };
}

/** Renders the provider with a button per mode and opens the modal in `mode`; returns the dialog. */
export async function openAuthDialog(mode: AuthMode, user: ReturnType<typeof userEvent.setup>) {
  const rendered = renderWithAuth(<OpenAuthButton mode={mode} />);
  await user.click(await screen.findByRole("button", { name: `Open ${mode}` }));
  // The modal is a lazy chunk; its first import in a test run (zod, the forms) takes a moment.
  const dialog = await screen.findByRole("dialog");
  return { ...rendered, dialog };
}
