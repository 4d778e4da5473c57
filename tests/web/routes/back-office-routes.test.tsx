import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../web/src/lib/auth-token";
import { routeTree } from "../../../web/src/route-tree.gen";
import { staffPage, stubStaffApi } from "../features/back-office/back-office-fixtures";
import { installFakeIntersectionObserver } from "../support/intersection-observer";

// The app's real route tree: the guards, the layouts and the root's choice of top bar, wired together.

beforeEach(() => installFakeIntersectionObserver());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const admin = { _id: "0193-admin", name: "Margaret", email: "margaret@plaza.example" };

describe("Back-office routes", () => {
  it("sends someone without an admin token from /admin/pages to the admin sign-in, under the back office's bar", async () => {
    stubStaffApi({});
    const router = renderApp("/admin/pages");
    expect(await screen.findByRole("heading", { name: "Admin sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("an editor token does not open the admin's editor list", async () => {
    setToken("editor", "editor-jwt");
    stubStaffApi({});
    const router = renderApp("/admin/editors");
    expect(await screen.findByRole("heading", { name: "Admin sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("with an admin token, /admin/pages runs the check and lists the pages inside the admin layout", async () => {
    setToken("admin", "admin-jwt");
    stubStaffApi({
      "GET /api/admin/loggedin": { body: { admin } },
      "GET /api/entity/admin": { body: [staffPage()] },
    });
    renderApp("/admin/pages");
    expect(await screen.findByRole("heading", { name: "Pages" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "View City Council" })).toHaveAttribute("href", "/admin/pages/0193-page-1");
    expect(screen.getByRole("navigation", { name: "Back office" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Account menu for Margaret" })).toBeInTheDocument();
  });

  it("keeps the public navigation everywhere else", async () => {
    stubStaffApi({ "GET /api/entity": { body: [] } });
    renderApp("/pages");
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });
});
