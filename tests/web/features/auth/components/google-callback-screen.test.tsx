import { authMessages } from "@contract/auth";
import { act, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GoogleCallbackScreen } from "../../../../../web/src/features/auth/components/google-callback-screen";
import { GOOGLE_REDIRECT_DELAY_MS, PROGRESS_CAP } from "../../../../../web/src/features/auth/lib/timings";
import { never } from "../../../support/stub-api";
import { member, renderWithAuth, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const progress = () => Number(screen.getByRole("progressbar").getAttribute("aria-valuenow"));

describe("GoogleCallbackScreen", () => {
  it("shows Google's error parameter and a way home, without calling the server", async () => {
    const api = stubAuthApi({});
    renderWithAuth(<GoogleCallbackScreen error="access_denied" code="c1" state="s1" />);
    expect(await screen.findByRole("heading", { name: "Connection failed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("access_denied");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(api.requests).toHaveLength(0);
  });

  it("says no code was received when there is none", async () => {
    stubAuthApi({});
    renderWithAuth(<GoogleCallbackScreen state="s1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.googleNoCode);
  });

  it("shows the call's error message when the server refuses", async () => {
    stubAuthApi({ "POST /api/auth/google/callback": { status: 400, body: { message: authMessages.googleStateInvalid } } });
    renderWithAuth(<GoogleCallbackScreen code="c1" state="s1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.googleStateInvalid);
  });

  it("falls back to the contract's text when no server answered", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderWithAuth(<GoogleCallbackScreen code="c1" state="s1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.googleFailed);
  });

  it("simulates progress while waiting: it rises every 200 ms and never passes 90", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubAuthApi({ "POST /api/auth/google/callback": never });
    renderWithAuth(<GoogleCallbackScreen code="c1" state="s1" />);
    expect(await screen.findByRole("heading", { name: "Authenticating" })).toBeInTheDocument();
    expect(screen.getByText("Securing your connection")).toBeInTheDocument();

    const start = progress();
    act(() => vi.advanceTimersByTime(2_000));
    expect(progress()).toBeGreaterThan(start);
    act(() => vi.advanceTimersByTime(60_000));
    expect(progress()).toBe(PROGRESS_CAP);
    expect(screen.getByText(`${PROGRESS_CAP}%`)).toBeInTheDocument();
  });

  it("signs in once under StrictMode, shows Welcome! at 100 %, and goes home after 2.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubAuthApi({
      "POST /api/auth/google/callback": { body: { message: authMessages.loggedIn, token: "jwt-google", user: member() } },
    });
    const { router } = renderWithAuth(
      <StrictMode>
        <GoogleCallbackScreen code="c1" state="s1" />
      </StrictMode>,
      { path: "/pages" },
    );
    expect(await screen.findByRole("heading", { name: "Welcome!" })).toBeInTheDocument();
    expect(screen.getByText("Redirecting to dashboard")).toBeInTheDocument();
    expect(progress()).toBe(100);
    expect(localStorage.getItem("token")).toBe("jwt-google");
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ code: "c1", state: "s1" });

    act(() => vi.advanceTimersByTime(GOOGLE_REDIRECT_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe("/pages");
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
