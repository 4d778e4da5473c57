import { authMessages } from "@contract/auth";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OpenAuthButton, openAuthDialog, renderWithAuth, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const heading = (dialog: HTMLElement) => within(dialog).getByRole("heading", { level: 2 });

/** GET /api/site of a deployment with (or without) Google sign-in configured. */
const site = (googleSignIn: boolean) => ({
  "GET /api/site": { body: { contactEmail: "hello@plaza.example", sisterSite: { url: "https://example.org/", name: "our sister project" }, googleSignIn } },
});

describe("AuthDialog", () => {
  it("is a labelled modal with a named close button that gives focus back to the opener", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { dialog } = await openAuthDialog("login", user);
    expect(dialog).toHaveAccessibleName("Welcome back");
    expect(within(dialog).getByLabelText("Email")).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Open login" })).toHaveFocus());
  });

  it("closes on Escape and on a backdrop click", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    await openAuthDialog("login", user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Open login" }));
    const dialog = await screen.findByRole("dialog");
    const backdrop = dialog.previousElementSibling as HTMLElement;
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps Tab inside the modal", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { dialog } = await openAuthDialog("reset", user);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("switches between login, sign-up and reset, starting each with empty fields, no errors and hidden passwords", async () => {
    const user = userEvent.setup();
    stubAuthApi(site(true));
    const { dialog } = await openAuthDialog("login", user);
    await user.type(within(dialog).getByLabelText("Email"), "ada@");
    await user.click(within(dialog).getByRole("button", { name: "Show password" }));
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    await within(dialog).findByText(authMessages.emailInvalid);

    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(heading(dialog)).toHaveTextContent("Create your account");
    expect(within(dialog).getByLabelText("Name")).toHaveFocus();
    expect(await within(dialog).findByRole("button", { name: "Sign up with Google" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(heading(dialog)).toHaveTextContent("Welcome back");
    expect(within(dialog).getByLabelText("Email")).toHaveValue("");
    expect(within(dialog).getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(within(dialog).queryByText(authMessages.emailInvalid)).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Forgot Password" }));
    expect(heading(dialog)).toHaveTextContent("Reset your password");
    expect(within(dialog).getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
  });

  it("offers no Google sign-in where the deployment has none configured", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi(site(false));
    const { dialog } = await openAuthDialog("login", user);
    await waitFor(() => expect(api.requests.map((url) => url.pathname)).toContain("/api/site"));
    expect(within(dialog).queryByRole("button", { name: /Google/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText("or")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(within(dialog).queryByRole("button", { name: /Google/ })).not.toBeInTheDocument();
  });

  it("opens in the mode it is asked for, whatever was shown when it last closed", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    renderWithAuth(
      <>
        <OpenAuthButton mode="login" />
        <OpenAuthButton mode="sign-up" />
      </>,
    );
    await user.click(await screen.findByRole("button", { name: "Open sign-up" }));
    expect(heading(await screen.findByRole("dialog"))).toHaveTextContent("Create your account");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // At once, before the 200 ms reset: still the mode asked for, not the one left behind.
    await user.click(screen.getByRole("button", { name: "Open login" }));
    expect(heading(await screen.findByRole("dialog"))).toHaveTextContent("Welcome back");
  });

  it("starts Google sign-in by leaving for Google's address", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    stubAuthApi({ ...site(true), "GET /api/auth/google/url": { body: { url: "https://accounts.google.com/o/oauth2/v2/auth?state=s1" } } });
    const { dialog } = await openAuthDialog("login", user);
    await user.click(await within(dialog).findByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.google.com/o/oauth2/v2/auth?state=s1"));
    vi.restoreAllMocks();
  });

  it("toasts when Google sign-in cannot start, with the server's reason for a 503", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({ ...site(true), "GET /api/auth/google/url": { status: 500, body: { message: "Something went wrong on our side." } } });
    const { dialog } = await openAuthDialog("login", user);
    await user.click(await within(dialog).findByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByText(authMessages.googleStartFailed)).toBeInTheDocument();

    api.set((url) => (url.pathname === "/api/site" ? site(true)["GET /api/site"] : { status: 503, body: { message: authMessages.googleUnavailable } }));
    await user.click(within(dialog).getByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByText(authMessages.googleUnavailable)).toBeInTheDocument();
  });

  it("resets to a fresh login form 200 ms after closing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubAuthApi({});
    const { dialog } = await openAuthDialog("login", user);
    await user.click(within(dialog).getByRole("button", { name: "Forgot Password" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    act(() => vi.advanceTimersByTime(200));

    await user.click(screen.getByRole("button", { name: "Open login" }));
    expect(heading(await screen.findByRole("dialog"))).toHaveTextContent("Welcome back");
  });
});
