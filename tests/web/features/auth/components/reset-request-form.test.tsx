import { authMessages } from "@contract/auth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { never } from "../../../support/stub-api";
import { openAuthDialog, stubAuthApi } from "../auth-fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("ResetRequestForm", () => {
  it("needs an e-mail, then a valid one, with the login form's messages", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({});
    const { dialog } = await openAuthDialog("reset", user);
    expect(within(dialog).queryByLabelText("Password")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    expect(await within(dialog).findByText(authMessages.emailRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Email"), "ada@");
    expect(within(dialog).getByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows Processing... while sending", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/forgot-password": never });
    const { dialog } = await openAuthDialog("reset", user);
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    expect(await within(dialog).findByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("sends the link, toasts, and goes back to login", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({ "POST /api/auth/forgot-password": { body: { message: authMessages.resetLinkSent } } });
    const { dialog } = await openAuthDialog("reset", user);
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));

    expect(await screen.findByText(authMessages.resetLinkSent)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveValue("");
    expect(api.calls[0]?.body).toEqual({ email: "ada@example.com" });
  });

  it("shows the server's message when sending fails", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/forgot-password": { status: 502, body: { message: authMessages.resetSendFailed } } });
    const { dialog } = await openAuthDialog("reset", user);
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(authMessages.resetSendFailed);
  });

  it("Back to Login returns to the login form", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { dialog } = await openAuthDialog("reset", user);
    await user.click(within(dialog).getByRole("button", { name: "Back to Login" }));
    expect(within(dialog).getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveFocus();
  });
});
