import { authMessages } from "@contract/auth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { never } from "../../../support/stub-api";
import { authCalls, member, openAuthDialog, stubAuthApi } from "../auth-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const submit = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole("button", { name: "Sign Up" }));

async function fillValid(user: User, dialog: HTMLElement, confirm = "correct horse") {
  await user.type(field(dialog, "Name"), "Ada Lovelace");
  await user.type(field(dialog, "Email"), "ada@example.com");
  await user.type(field(dialog, "Password"), "correct horse");
  await user.type(field(dialog, "Confirm Password"), confirm);
}

describe("SignUpForm", () => {
  it("shows every required-field message on an empty submit", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({});
    const { dialog } = await openAuthDialog("sign-up", user);
    await submit(user, dialog);

    expect(await within(dialog).findByText(authMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(authMessages.confirmRequired)).toBeInTheDocument();
    expect(field(dialog, "Confirm Password")).toHaveAccessibleDescription(authMessages.confirmRequired);
    expect(authCalls(api)).toHaveLength(0);
  });

  it("rejects a blank name, a malformed address and a short password", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { dialog } = await openAuthDialog("sign-up", user);
    await user.type(field(dialog, "Name"), "   ");
    await user.type(field(dialog, "Email"), "ada@example");
    await user.type(field(dialog, "Password"), "1234567");
    await user.type(field(dialog, "Confirm Password"), "1234567");
    await submit(user, dialog);

    expect(await within(dialog).findByText(authMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(authMessages.passwordTooShort)).toBeInTheDocument();
  });

  it("says when the passwords differ, and clears it once they match", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { dialog } = await openAuthDialog("sign-up", user);
    await fillValid(user, dialog, "correct horsE");
    await submit(user, dialog);

    expect(await within(dialog).findByText(authMessages.passwordsDiffer)).toBeInTheDocument();
    const confirm = field(dialog, "Confirm Password");
    await user.clear(confirm);
    await user.type(confirm, "correct horse");
    expect(within(dialog).queryByText(authMessages.passwordsDiffer)).not.toBeInTheDocument();
  });

  it("gives each password field its own show/hide toggle", async () => {
    const user = userEvent.setup();
    stubAuthApi({});
    const { dialog } = await openAuthDialog("sign-up", user);
    const [first, second] = within(dialog).getAllByRole("button", { name: "Show password" });
    await user.click(first!);

    expect(field(dialog, "Password")).toHaveAttribute("type", "text");
    expect(field(dialog, "Confirm Password")).toHaveAttribute("type", "password");
    expect(within(dialog).getByRole("button", { name: "Hide password" })).toBe(first);
    expect(second).toHaveAccessibleName("Show password");
  });

  it("shows Processing... while the account is created", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/register": never });
    const { dialog } = await openAuthDialog("sign-up", user);
    await fillValid(user, dialog);
    await submit(user, dialog);
    expect(await within(dialog).findByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("moves to Check Your Email with the address and a toast; Got It! closes without signing in", async () => {
    const user = userEvent.setup();
    const api = stubAuthApi({
      "POST /api/auth/register": { status: 201, body: { message: authMessages.accountCreated, user: member({ isVerified: false }) } },
    });
    const { dialog } = await openAuthDialog("sign-up", user);
    await fillValid(user, dialog);
    await submit(user, dialog);

    expect(await within(dialog).findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("ada@example.com");
    expect(dialog).toHaveTextContent(/check your spam folder or contact support/i);
    expect(await screen.findByText(authMessages.accountCreated)).toBeInTheDocument();
    // The confirmation never leaves the browser.
    expect(authCalls(api)[0]?.body).toEqual({ name: "Ada Lovelace", email: "ada@example.com", password: "correct horse" });

    await user.click(within(dialog).getByRole("button", { name: "Got It!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("shows a refusal (an address already taken) in the form and as a toast", async () => {
    const user = userEvent.setup();
    stubAuthApi({ "POST /api/auth/register": { status: 409, body: { message: authMessages.emailTaken } } });
    const { dialog } = await openAuthDialog("sign-up", user);
    await fillValid(user, dialog);
    await submit(user, dialog);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(authMessages.emailTaken);
    expect(screen.getAllByText(authMessages.emailTaken)).toHaveLength(2);
  });
});
