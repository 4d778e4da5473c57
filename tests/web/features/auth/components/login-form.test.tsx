import { authMessages } from "@contract/auth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PENDING_REDIRECT_DELAY_MS } from "../../../../../web/src/features/auth/lib/timings";
import { never } from "../../../support/stub-api";
import { authCalls, member, openAuthDialog, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, email: string, password: string) => {
  if (email) await user.type(within(dialog).getByLabelText("Email"), email);
  if (password) await user.type(within(dialog).getByLabelText("Password"), password);
};

describe("LoginForm", () => {
  it("checks nothing until submitted, then shows each rule's message under its field", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({});
    const { dialog } = await openAuthDialog("login", user);
    const email = within(dialog).getByLabelText("Email");

    await user.type(email, "ada");
    expect(within(dialog).queryByText(authMessages.emailInvalid)).not.toBeInTheDocument();
    await user.clear(email);

    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    expect(await within(dialog).findByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(authMessages.emailRequired);
    expect(authCalls(api)).toHaveLength(0);
  });

  it("re-checks on every change after a submit: the message follows the text and clears when it is valid", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { dialog } = await openAuthDialog("login", user);
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    await within(dialog).findByText(authMessages.emailRequired);

    const email = within(dialog).getByLabelText("Email");
    await user.type(email, "ada@");
    expect(within(dialog).getByText(authMessages.emailInvalid)).toBeInTheDocument();
    await user.type(email, "example.com");
    expect(within(dialog).queryByText(authMessages.emailInvalid)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");

    const password = within(dialog).getByLabelText("Password");
    await user.type(password, "short");
    expect(within(dialog).getByText(authMessages.passwordTooShort)).toBeInTheDocument();
    await user.type(password, "-enough");
    expect(within(dialog).queryByText(authMessages.passwordTooShort)).not.toBeInTheDocument();
  });

  it("shows Processing... and blocks a second submit while the request runs", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({ "POST /api/auth/login": never });
    const { dialog } = await openAuthDialog("login", user);
    await fill(user, dialog, "ada@example.com", "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));

    const busy = await within(dialog).findByRole("button", { name: "Processing..." });
    expect(busy).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Password"), "{Enter}");
    expect(authCalls(api)).toHaveLength(1);
  });

  it("signs in: stores the token, closes, shows the member and toasts", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({
      "POST /api/auth/login": { body: { message: authMessages.loggedIn, token: "jwt-1", user: member() } },
    });
    const { dialog } = await openAuthDialog("login", user);
    await fill(user, dialog, "  Ada@Example.com ", "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));

    expect(await screen.findByText(authMessages.loggedIn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(localStorage.getItem("token")).toBe("jwt-1");
    // The shared schema trims and lower-cases the address before it is sent.
    expect(authCalls(api)[0]?.body).toEqual({ email: "ada@example.com", password: "correct horse" });
  });

  it("sends an unverified member to the pending page with the e-mail, 300 ms after closing", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/login": { status: 403, body: { message: authMessages.verifyFirst } } });
    const { dialog, router } = await openAuthDialog("login", user);
    await fill(user, dialog, "ada@example.com", "correct horse");
    const started = Date.now();
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-email-pending"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(PENDING_REDIRECT_DELAY_MS - 20);
    expect(router.state.location.state).toMatchObject({ email: "ada@example.com", fromLogin: true });
    expect(await screen.findByTestId("route")).toHaveTextContent("verify-email-pending");
  });

  it("hands the pending page when it may resend, from the server's Retry-After on the 403", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/login": { status: 403, body: { message: authMessages.verifyFirst }, headers: { "Retry-After": "42" } } });
    const { dialog, router } = await openAuthDialog("login", user);
    await fill(user, dialog, "ada@example.com", "correct horse");
    const before = Date.now();
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-email-pending"));
    const at = router.state.location.state.resendAvailableAt!;
    expect(at).toBeGreaterThanOrEqual(before + 42_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 42_000);
  });

  it("treats a message saying the address is not verified like a 403", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/login": { status: 401, body: { message: "Email not verified" } } });
    const { dialog, router } = await openAuthDialog("login", user);
    await fill(user, dialog, "ada@example.com", "correct horse");
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-email-pending"));
  });

  it("shows any other refusal in the form and as a toast, and keeps the modal open", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/login": { status: 401, body: { message: authMessages.invalidCredentials } } });
    const { dialog } = await openAuthDialog("login", user);
    await fill(user, dialog, "ada@example.com", "wrong password");
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(authMessages.invalidCredentials);
    expect(screen.getAllByText(authMessages.invalidCredentials)).toHaveLength(2); // the alert and the toast
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });
});
