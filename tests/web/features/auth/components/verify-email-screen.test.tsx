import { authMessages } from "@contract/auth";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VerifyEmailScreen } from "../../../../../web/src/features/auth/components/verify-email-screen";
import { HOME_REDIRECT_DELAY_MS } from "../../../../../web/src/features/auth/lib/timings";
import { member, renderWithAuth, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const verified = { body: { message: authMessages.emailVerified, alreadyVerified: false, token: "jwt-verified", user: member() } };
const spent = { body: { message: authMessages.alreadyVerified, alreadyVerified: true } };

describe("VerifyEmailScreen", () => {
  it("says the token is missing, and asks the server nothing", async () => {
    const api = stubAuthApi({});
    renderWithAuth(<VerifyEmailScreen />);
    expect(await screen.findByRole("heading", { name: authMessages.missingVerificationToken })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    expect(api.requests).toHaveLength(0);
  });

  it("verifies once even under StrictMode: stores the session, re-checks it, toasts, then goes home after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubAuthApi({ "GET /api/auth/verify-email/tok-1": verified, "GET /api/auth/loggedin": { body: { user: member() } } });
    const { router } = renderWithAuth(
      <StrictMode>
        <VerifyEmailScreen token="tok-1" />
      </StrictMode>,
      { path: "/pages" },
    );
    expect(await screen.findByRole("heading", { name: "Verifying your email…" })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: authMessages.emailVerified })).toBeInTheDocument();
    expect(screen.getAllByText(authMessages.emailVerified).length).toBeGreaterThanOrEqual(2); // heading and toast
    expect(localStorage.getItem("token")).toBe("jwt-verified");
    await waitFor(() => expect(api.requests.map((url) => url.pathname)).toContain("/api/auth/loggedin"));
    expect(api.requests.filter((url) => url.pathname.startsWith("/api/auth/verify-email"))).toHaveLength(1);

    act(() => vi.advanceTimersByTime(HOME_REDIRECT_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe("/pages");
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows the server's message on failure, with Go to Home and Try Again; Try Again asks again", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({ "GET /api/auth/verify-email/tok-2": { status: 400, body: { message: authMessages.invalidLink } } });
    // (The retry below answers every path with the verified session, the later session re-check included.)
    renderWithAuth(<VerifyEmailScreen token="tok-2" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.invalidLink);
    expect(screen.getByRole("link", { name: "Go to Home" })).toBeInTheDocument();

    api.set(() => verified);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: authMessages.emailVerified })).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === "/api/auth/verify-email/tok-2")).toHaveLength(2);
  });

  it("falls back to the contract's text when no server answered", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderWithAuth(<VerifyEmailScreen token="tok-3" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.verificationFailed);
  });

  it("on a second open says the address is already verified, keeps the signed-in session and goes home", async () => {
    localStorage.setItem("token", "jwt-existing");
    const api = stubAuthApi({ "GET /api/auth/verify-email/tok-4": spent, "GET /api/auth/loggedin": { body: { user: member({ isVerified: true }) } } });
    const { router } = renderWithAuth(<VerifyEmailScreen token="tok-4" />, { path: "/pages" });
    expect(await screen.findByRole("heading", { name: authMessages.alreadyVerified })).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent("You're signed in");
    expect(screen.queryByText("Verification failed")).not.toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("jwt-existing");
    expect(api.requests.filter((url) => url.pathname.startsWith("/api/auth/verify-email"))).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: HOME_REDIRECT_DELAY_MS + 2000 });
  });

  it("on a second open while signed out offers Log In, which opens the login dialog", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "GET /api/auth/verify-email/tok-5": spent });
    renderWithAuth(<VerifyEmailScreen token="tok-5" />);
    expect(await screen.findByRole("heading", { name: authMessages.alreadyVerified })).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
