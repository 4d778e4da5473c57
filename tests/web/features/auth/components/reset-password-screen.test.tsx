import { authMessages } from "@contract/auth";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResetPasswordScreen } from "../../../../../web/src/features/auth/components/reset-password-screen";
import { HOME_REDIRECT_DELAY_MS } from "../../../../../web/src/features/auth/lib/timings";
import { never } from "../../../support/stub-api";
import { renderWithAuth, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;
const submit = (user: User) => user.click(screen.getByRole("button", { name: "Reset Password" }));
async function render() {
  const rendered = renderWithAuth(<ResetPasswordScreen token="reset-1" />, { path: "/pages" });
  await screen.findByRole("heading", { name: "Choose a new password" });
  return rendered;
}

describe("ResetPasswordScreen", () => {
  it("without a token, toasts that it is missing and goes home", async () => {
    stubAuthApi({});
    const { router } = renderWithAuth(<ResetPasswordScreen />, { path: "/pages" });
    expect(await screen.findByText(authMessages.missingResetToken)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("needs both fields, with the contract's messages", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({});
    await render();
    await submit(user);
    expect(await screen.findByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.confirmRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toHaveAccessibleDescription(authMessages.passwordRequired);
    expect(api.requests).toHaveLength(0);
  });

  it("wants 8 characters and a matching confirmation, re-checked as the text changes", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    await render();
    await user.type(screen.getByLabelText("New Password"), "short");
    await user.type(screen.getByLabelText("Confirm Password"), "short");
    await submit(user);
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeInTheDocument();

    await user.type(screen.getByLabelText("New Password"), "-but-now-long");
    expect(screen.queryByText(authMessages.passwordTooShort)).not.toBeInTheDocument();
    expect(await screen.findByText(authMessages.passwordsDiffer)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Confirm Password"), "-but-now-long");
    expect(screen.queryByText(authMessages.passwordsDiffer)).not.toBeInTheDocument();
  });

  it("has a show/hide toggle on each field", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    await render();
    const toggles = await screen.findAllByRole("button", { name: "Show password" });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("New Password")).toHaveAttribute("type", "password");
  });

  it("shows Processing... while saving", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/reset-password/reset-1": never });
    await render();
    await user.type(screen.getByLabelText("New Password"), "a new password");
    await user.type(screen.getByLabelText("Confirm Password"), "a new password");
    await submit(user);
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("saves the new password, says so, and goes home after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stubAuthApi({ "POST /api/auth/reset-password/reset-1": { body: { message: authMessages.passwordReset } } });
    const { router } = await render();
    await user.type(screen.getByLabelText("New Password"), "a new password");
    await user.type(screen.getByLabelText("Confirm Password"), "a new password");
    await submit(user);

    expect(await screen.findByRole("heading", { name: authMessages.passwordReset })).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ password: "a new password" });
    act(() => vi.advanceTimersByTime(HOME_REDIRECT_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe("/pages");
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows the server's message when the link is no good", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/reset-password/reset-1": { status: 400, body: { message: authMessages.invalidLink } } });
    await render();
    await user.type(screen.getByLabelText("New Password"), "a new password");
    await user.type(screen.getByLabelText("Confirm Password"), "a new password");
    await submit(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.invalidLink);
  });
});
