import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../../../../web/src/features/auth/hooks/use-auth";
import { member, renderWithAuth, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Shows the auth state (user, isLoggedIn, authDialog) as text, and the provider's actions as buttons. */
function Probe() {
  const { user, isLoggedIn, isChecking, authDialog, signIn, logout } = useAuth();
  return (
    <>
      <p data-testid="state">{isChecking ? "checking" : isLoggedIn ? `in as ${user?.name}` : "out"}</p>
      <p data-testid="dialog">{authDialog ? "open" : "closed"}</p>
      <button type="button" onClick={() => signIn("jwt-new", member({ name: "Grace" }))}>
        Sign in
      </button>
      <button type="button" onClick={logout}>
        Log out
      </button>
    </>
  );
}

const state = () => screen.findByTestId("state");

describe("AuthProvider", () => {
  it("starts logged out with the dialog closed, and asks nothing without a stored token", async () => {
    const api = stubAuthApi({});
    renderWithAuth(<Probe />);
    expect(await state()).toHaveTextContent("out");
    expect(screen.getByTestId("dialog")).toHaveTextContent("closed");
    expect(api.requests).toHaveLength(0);
  });

  it("restores the session from a stored token with GET /api/auth/loggedin", async () => {
    localStorage.setItem("token", "jwt-stored");
    const api = stubAuthApi({ "GET /api/auth/loggedin": { body: { user: member() } } });
    renderWithAuth(<Probe />);
    await waitFor(async () => expect(await state()).toHaveTextContent("in as ada Lovelace"));
    expect(api.requests.map((url) => url.pathname)).toEqual(["/api/auth/loggedin"]);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer jwt-stored");
  });

  it("drops a token the server rejects (401)", async () => {
    localStorage.setItem("token", "jwt-expired");
    stubAuthApi({ "GET /api/auth/loggedin": { status: 401, body: { message: "Session Expired, Please login" } } });
    renderWithAuth(<Probe />);
    await waitFor(async () => expect(await state()).toHaveTextContent("out"));
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("counts as logged out when the check fails otherwise, but keeps the token for next time", async () => {
    localStorage.setItem("token", "jwt-stored");
    stubAuthApi({ "GET /api/auth/loggedin": { status: 503, body: { message: "Down for maintenance." } } });
    renderWithAuth(<Probe />);
    await waitFor(async () => expect(await state()).toHaveTextContent("out"));
    expect(localStorage.getItem("token")).toBe("jwt-stored");
  });

  it("signIn stores the token and shows the member at once", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({});
    renderWithAuth(<Probe />);
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await state()).toHaveTextContent("in as Grace");
    expect(localStorage.getItem("token")).toBe("jwt-new");
    expect(api.requests).toHaveLength(0);
  });

  it("signIn marks every other cached answer stale, since some depend on who asks", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { queryClient } = renderWithAuth(<Probe />);
    queryClient.setQueryData(["motions", "list"], []);
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(queryClient.getQueryState(["motions", "list"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["auth", "me"])?.isInvalidated).toBe(false);
  });

  it("logout removes the stored token and reloads the page", async () => {
    const user = userEvent.setup();
    localStorage.setItem("token", "jwt-stored");
    stubAuthApi({ "GET /api/auth/loggedin": { body: { user: member() } } });
    const { reload } = renderWithAuth(<Probe />);
    await waitFor(async () => expect(await state()).toHaveTextContent("in as"));
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(localStorage.getItem("token")).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
