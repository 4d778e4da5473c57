import { accountMessages } from "@contract/account";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DeleteAccountForm } from "../../../../../web/src/features/account/components/delete-account-form";
import { stubRoutes } from "../../../support/stub-api";
import { renderAccount } from "../account-fixtures";

// Deleting an account: the member must choose what happens to their motions (there is no default), confirm
// with their password or the mailed link, and then confirm once more in a dialog that repeats what will
// happen; only the dialog's button sends DELETE /api/me.

const deleted = { body: { message: accountMessages.accountDeleted } };
const deletes = (api: ReturnType<typeof stubRoutes>) => api.calls.filter((c) => c.method === "DELETE").map((c) => c.body);

describe("DeleteAccountForm", () => {
  it("requires a choice of what happens to the motions before anything is confirmed", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({ "DELETE /api/me": deleted });
    renderAccount(<DeleteAccountForm email="ada@example.com" />);

    const motions = await screen.findByRole("group", { name: "Your motions" });
    for (const radio of within(motions).getAllByRole("radio")) expect(radio).not.toBeChecked();
    await user.type(screen.getByLabelText("Your password"), "Quay-Lantern-31");
    await user.click(screen.getByRole("button", { name: "Delete account…" }));

    expect(await within(motions).findByText(accountMessages.motionsChoiceRequired)).toBeInTheDocument();
    expect(within(motions).getAllByRole("radio")[0]).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(deletes(api)).toEqual([]);
  });

  it("asks for the password, then repeats in a dialog what will happen, and deletes only from there", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({ "DELETE /api/me": deleted });
    const { session, router } = renderAccount(<DeleteAccountForm email="ada@example.com" />);

    await user.click(await screen.findByRole("radio", { name: /Keep my motions on the public record as “Former member”/ }));
    await user.click(screen.getByRole("button", { name: "Delete account…" }));
    expect(await screen.findByText(accountMessages.deletionConfirmRequired)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Your password"), "Quay-Lantern-31");
    await user.click(screen.getByRole("button", { name: "Delete account…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
    expect(within(dialog).getByText(/Your motions stay on the public record as by a “Former member”/)).toBeInTheDocument();
    expect(within(dialog).getByText("ada@example.com")).toBeInTheDocument();
    expect(deletes(api)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(deletes(api)).toEqual([{ password: "Quay-Lantern-31", motions: "anonymize" }]);
    await waitFor(() => expect(session.endSession).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(accountMessages.accountDeleted)).toBeInTheDocument();
  });

  it("Cancel closes the dialog and sends nothing", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({ "DELETE /api/me": deleted });
    renderAccount(<DeleteAccountForm email="ada@example.com" />);
    await user.click(await screen.findByRole("radio", { name: /Delete my motions/ }));
    await user.type(screen.getByLabelText("Your password"), "Quay-Lantern-31");
    await user.click(screen.getByRole("button", { name: "Delete account…" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Your motions are deleted, with their votes/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(deletes(api)).toEqual([]);
  });

  it("shows a wrong password under the password field and keeps the member signed in", async () => {
    const user = userEvent.setup();
    stubRoutes({ "DELETE /api/me": { status: 400, body: { message: accountMessages.currentPasswordWrong } } });
    const { session } = renderAccount(<DeleteAccountForm email="ada@example.com" />);
    await user.click(await screen.findByRole("radio", { name: /Delete my motions/ }));
    await user.type(screen.getByLabelText("Your password"), "not-my-password");
    await user.click(screen.getByRole("button", { name: "Delete account…" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete my account" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Your password")).toHaveAccessibleDescription(new RegExp(accountMessages.currentPasswordWrong));
    expect(session.endSession).not.toHaveBeenCalled();
  });

  it("uses the mailed link's token instead of a password", async () => {
    const user = userEvent.setup();
    const api = stubRoutes({ "DELETE /api/me": deleted });
    renderAccount(<DeleteAccountForm email="ada@example.com" token="mailed-token" />);
    expect(await screen.findByText(/You opened the confirmation link we e-mailed you/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Your password")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Delete my motions/ }));
    await user.click(screen.getByRole("button", { name: "Delete account…" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(deletes(api)).toEqual([{ token: "mailed-token", motions: "delete" }]));
  });
});
