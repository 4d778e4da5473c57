import { staffMessages } from "@contract/back-office";
import { browserTrustMessages } from "@contract/browser-trust";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorListScreen } from "../../../../../../web/src/features/back-office/components/editors/editor-list-screen";
import { editorRow, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

afterEach(() => vi.unstubAllGlobals());

async function openView() {
  const user = userEvent.setup();
  const api = stubStaffApi({
    "GET /api/admin/editor": { body: [editorRow({ _id: "e1", username: "ana.editor" })] },
    "POST /api/admin/editor/e1/reset-password": { body: { message: staffMessages.passwordResetDone, password: "k7Q-2mZp-Wx9r" } },
    "POST /api/admin/editor/e1/trust-link": {
      body: { message: browserTrustMessages.editorLinkMade, link: "http://localhost/editor/trust-browser?token=t0k", expiresAt: "2026-03-02T10:30:00.000Z" },
    },
  });
  renderBackOffice(<EditorListScreen />);
  await user.click(await screen.findByRole("button", { name: "View ana.editor" }));
  const dialog = await screen.findByRole("dialog", { name: "Editor" });
  return { user, api, dialog };
}

const posts = (api: ReturnType<typeof stubStaffApi>) => api.calls.filter((call) => call.method === "POST");

/** Reset password in the view, then confirm it in the alert dialog. */
async function resetAndConfirm({ user, dialog }: Awaited<ReturnType<typeof openView>>) {
  await user.click(within(dialog).getByRole("button", { name: "Reset password" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Reset password?" });
  await user.click(within(confirm).getByRole("button", { name: "Reset password" }));
}

describe("Confirming a password reset", () => {
  it("asks first: one click opens the confirmation, labelled and focused, and sends nothing", async () => {
    const { user, api, dialog } = await openView();
    await user.click(within(dialog).getByRole("button", { name: "Reset password" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Reset password?" });
    expect(confirm).toHaveAccessibleDescription(/ana\.editor is signed out everywhere/);
    expect(confirm).toContainElement(document.activeElement as HTMLElement);
    // Focus stays trapped in the confirmation.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(confirm).toContainElement(document.activeElement as HTMLElement);
    }
    expect(posts(api)).toHaveLength(0);
  });

  it("confirming sends the reset and shows the new password once", async () => {
    const view = await openView();
    await resetAndConfirm(view);
    expect(await within(view.dialog).findByLabelText("New password for ana.editor")).toHaveValue("k7Q-2mZp-Wx9r");
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(posts(view.api)).toHaveLength(1);
    expect(posts(view.api)[0]?.url.pathname).toBe("/api/admin/editor/e1/reset-password");
  });

  it.each([
    ["Cancel", async (user: ReturnType<typeof userEvent.setup>, confirm: HTMLElement) => user.click(within(confirm).getByRole("button", { name: "Cancel" }))],
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
  ])("%s closes the confirmation, sends nothing and keeps the editor's view open", async (_, cancel) => {
    const { user, api, dialog } = await openView();
    await user.click(within(dialog).getByRole("button", { name: "Reset password" }));
    await cancel(user, await screen.findByRole("alertdialog", { name: "Reset password?" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("dialog", { name: "Editor" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Reset password" })).toBeInTheDocument();
    expect(screen.queryByLabelText("New password for ana.editor")).not.toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });
});

describe("Reset an editor's password", () => {
  it("shows the new password once, with the warning, and forgets it when the dialog closes", async () => {
    const view = await openView();
    const { user, api, dialog } = view;
    await resetAndConfirm(view);

    expect(await within(dialog).findByLabelText("New password for ana.editor")).toHaveValue("k7Q-2mZp-Wx9r");
    expect(within(dialog).getByText(staffMessages.passwordResetDone)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);

    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "View ana.editor" }));
    const again = await screen.findByRole("dialog", { name: "Editor" });
    expect(screen.queryByDisplayValue("k7Q-2mZp-Wx9r")).not.toBeInTheDocument();
    expect(within(again).getByRole("button", { name: "Reset password" })).toBeInTheDocument();
  });

  it("copies the password to the clipboard", async () => {
    const view = await openView();
    const { user, dialog } = view;
    // user-event installs its own clipboard on setup; read back what the button wrote.
    await resetAndConfirm(view);
    await user.click(await within(dialog).findByRole("button", { name: "Copy" }));
    expect(await within(dialog).findByText("Copied to the clipboard.")).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe("k7Q-2mZp-Wx9r");
  });

  it("without a usable clipboard, selects the password and says how to copy it by hand", async () => {
    const view = await openView();
    const { user, dialog } = view;
    await resetAndConfirm(view);
    const field = await within(dialog).findByLabelText("New password for ana.editor");
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await within(dialog).findByText(/Copying is not available in this browser/)).toBeInTheDocument();
    expect(field).toHaveFocus();
  });
});

describe("A browser-trust link for an editor", () => {
  it("is made on request and shown once, with the warning; closing the dialog forgets it", async () => {
    const view = await openView();
    const { user, dialog } = view;
    expect(posts(view.api)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Make a browser-trust link" }));
    expect(await within(dialog).findByLabelText("Browser-trust link for ana.editor")).toHaveValue("http://localhost/editor/trust-browser?token=t0k");
    expect(within(dialog).getByText(browserTrustMessages.editorLinkMade)).toBeInTheDocument();
    expect(posts(view.api).map((call) => call.url.pathname)).toEqual(["/api/admin/editor/e1/trust-link"]);

    await user.keyboard("{Escape}");
    await user.click(await screen.findByRole("button", { name: "View ana.editor" }));
    const again = await screen.findByRole("dialog", { name: "Editor" });
    expect(within(again).queryByLabelText("Browser-trust link for ana.editor")).not.toBeInTheDocument();
  });
});
