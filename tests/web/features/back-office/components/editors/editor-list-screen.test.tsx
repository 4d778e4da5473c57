import { staffMessages } from "@contract/back-office";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorListScreen } from "../../../../../../web/src/features/back-office/components/editors/editor-list-screen";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import { editorRow, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

beforeEach(() => setToken("admin", "admin-jwt"));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const editors = [editorRow({ _id: "e1", username: "ana.editor" }), editorRow({ _id: "e2", username: "bo_writes" })];

async function setup(routes: Parameters<typeof stubStaffApi>[0] = {}) {
  const user = userEvent.setup();
  const api = stubStaffApi({ "GET /api/admin/editor": { body: editors }, ...routes });
  renderBackOffice(<EditorListScreen />, { path: "/admin/editors" });
  const list = await screen.findByRole("list", { name: "Editors" });
  return { user, api, list };
}

describe("EditorListScreen", () => {
  it("lists usernames with their jurisdiction and created date, asking with the admin token", async () => {
    const { api, list } = await setup();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("ana.editor")).toBeInTheDocument();
    expect(within(list).getAllByText("Rivermouth")).toHaveLength(2);
    expect(within(list).getAllByText(/· Added/)).toHaveLength(2);
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer admin-jwt");
    expect(screen.getByRole("link", { name: "Add editor" })).toHaveAttribute("href", "/admin/editors/add");
  });

  it("toasts a failed load with the server's message", async () => {
    stubStaffApi({ "GET /api/admin/editor": { status: 500, body: { message: "Something went wrong on our side." } } });
    renderBackOffice(<EditorListScreen />);
    expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
    expect(screen.getByText("Editors could not be loaded.")).toBeInTheDocument();
  });

  it("deletes only after confirming: Cancel calls nothing; Delete editor removes the row and toasts", async () => {
    // The fake server forgets the editor once deleted, as the real one does.
    let rows = editors;
    const { user, api, list } = await setup({
      "GET /api/admin/editor": () => ({ body: rows }),
      "DELETE /api/admin/editor/remove/e1": () => {
        rows = rows.filter((row) => row._id !== "e1");
        return { body: { message: staffMessages.editorRemoved } };
      },
    });
    await user.click(within(list).getByRole("button", { name: "Delete ana.editor" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete editor?" });
    expect(dialog).toHaveTextContent("ana.editor loses access");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(0);

    await user.click(within(list).getByRole("button", { name: "Delete ana.editor" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete editor" }));
    expect(await screen.findByText(staffMessages.editorRemoved)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
    await vi.waitFor(() => expect(within(list).queryByText("ana.editor")).not.toBeInTheDocument());
    expect(within(list).getByText("bo_writes")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("keeps the confirmation open when the delete fails, with the server's message", async () => {
    const { user, list } = await setup({
      "DELETE /api/admin/editor/remove/e1": { status: 404, body: { message: staffMessages.editorNotFound } },
    });
    await user.click(within(list).getByRole("button", { name: "Delete ana.editor" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete editor" }));
    expect(await screen.findByText(staffMessages.editorNotFound)).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("views an editor: username and created date, never a password", async () => {
    const { user, list } = await setup();
    await user.click(within(list).getByRole("button", { name: "View ana.editor" }));
    const dialog = await screen.findByRole("dialog", { name: "Editor" });
    expect(within(dialog).getByText("ana.editor")).toBeInTheDocument();
    expect(within(dialog).getByText("Created")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Reset password" })).toBeInTheDocument();
  });
});
