import { authMessages } from "@contract/auth";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VerifyEmailPendingScreen } from "../../../../../web/src/features/auth/components/verify-email-pending-screen";
import { renderWithAuth, stubAuthApi } from "../auth-fixtures";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe("VerifyEmailPendingScreen", () => {
  it("shows the address, why it is here, and that the link expires in 24 hours", async () => {
    stubAuthApi({});
    renderWithAuth(<VerifyEmailPendingScreen email="ada@example.com" fromLogin />, { path: "/verify-email-pending" });
    expect(await screen.findByText(authMessages.verifyFirst)).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText(/expires in 24 hours/)).toBeInTheDocument();
  });

  it("goes home when no address came with the navigation", async () => {
    stubAuthApi({});
    const { router } = renderWithAuth(<VerifyEmailPendingScreen />, { path: "/verify-email-pending" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("counts down at once when the last mail is recent, without asking the server, and again after a reload", async () => {
    const api = stubAuthApi({});
    const at = Date.now() + 42_000;
    const first = renderWithAuth(<VerifyEmailPendingScreen email="ada@example.com" resendAvailableAt={at} />, { path: "/verify-email-pending" });
    expect(await screen.findByRole("button", { name: "Resend in 0:42" })).toBeDisabled();
    first.unmount();
    tick(12_000);
    renderWithAuth(<VerifyEmailPendingScreen email="ada@example.com" resendAvailableAt={at} />, { path: "/verify-email-pending" });
    const button = await screen.findByRole("button", { name: "Resend in 0:30" });
    tick(30_000);
    expect(button).toHaveTextContent("Resend Email");
    expect(api.requests).toHaveLength(0);
  });

  it("keeps the end of a cooldown in the page's history state, so a reload goes on counting from it", async () => {
    const user = setup();
    stubAuthApi({ "POST /api/auth/resend-verification": { body: { message: authMessages.verificationSent } } });
    const { router } = renderWithAuth(<VerifyEmailPendingScreen email="ada@example.com" />, { path: "/verify-email-pending" });
    const before = Date.now();
    await user.click(await screen.findByRole("button", { name: "Resend Email" }));
    await waitFor(() => expect(router.state.location.state.resendAvailableAt).toBeGreaterThanOrEqual(before + 60_000));
    expect(router.state.location.pathname).toBe("/verify-email-pending");
  });

  it("resends, toasts, then counts down from 1:00 before it can be pressed again", async () => {
    const user = setup();
    const api = stubAuthApi({ "POST /api/auth/resend-verification": { body: { message: authMessages.verificationSent } } });
    renderWithAuth(<VerifyEmailPendingScreen email="ada@example.com" />, { path: "/verify-email-pending" });
    await user.click(await screen.findByRole("button", { name: "Resend Email" }));

    expect(await screen.findByText(authMessages.verificationSent)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: "ada@example.com" });
    const button = screen.getByRole("button", { name: "Resend in 1:00" });
    expect(button).toBeDisabled();

    tick(1000);
    expect(button).toHaveTextContent("Resend in 0:59");
    tick(49_000);
    expect(button).toHaveTextContent("Resend in 0:10");
    tick(10_000);
    expect(button).toHaveTextContent("Resend Email");
    expect(button).toBeEnabled();
  });

  it("starts the countdown from the server's Retry-After on a 429", async () => {
    const user = setup();
    stubAuthApi({
      "POST /api/auth/resend-verification": {
        status: 429,
        body: { message: authMessages.resendCooldown },
        headers: { "Retry-After": "42" },
      },
    });
    renderWithAuth(<VerifyEmailPendingScreen email="ada@example.com" />, { path: "/verify-email-pending" });
    await user.click(await screen.findByRole("button", { name: "Resend Email" }));

    expect(await screen.findByText(authMessages.resendCooldown)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend in 0:42" })).toBeDisabled();
  });

  it("falls back to the fixed text when the resend never reached the server, and stays available", async () => {
    const user = setup();
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderWithAuth(<VerifyEmailPendingScreen email="ada@example.com" />, { path: "/verify-email-pending" });
    await user.click(await screen.findByRole("button", { name: "Resend Email" }));
    expect(await screen.findByText(authMessages.verificationSendFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend Email" })).toBeEnabled();
  });
});
