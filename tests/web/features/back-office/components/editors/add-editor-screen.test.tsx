import { staffMessages } from "@contract/back-office";
import { jurisdictionMessages } from "@contract/jurisdictions";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddEditorScreen } from "../../../../../../web/src/features/back-office/components/editors/add-editor-screen";
import { getToken, setToken } from "../../../../../../web/src/lib/auth-token";
import { currentRoute, editorRow, jurisdictionList, OLD_TOWN, ownRequests, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function setup(routes: Parameters<typeof stubStaffApi>[0] = {}) {
  const user = userEvent.setup();
  const api = stubStaffApi(routes);
  renderBackOffice(<AddEditorScreen />, { path: "/admin/editors/add" });
  const username = await screen.findByLabelText("Username");
  const password = screen.getByLabelText("Password");
  const submit = () => user.click(screen.getByRole("button", { name: "Add editor" }));
  return { user, api, username, password, submit };
}

describe("Add editor", () => {
  it("asks for a username and a password on submit, then re-checks the password's length on change", async () => {
    const { user, api, username, password, submit } = await setup();
    await submit();
    expect(await screen.findByText(staffMessages.newUsernameRequired)).toBeInTheDocument();
    expect(screen.getByText(staffMessages.newPasswordRequired)).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription(expect.stringContaining(staffMessages.newUsernameRequired));

    await user.type(password, "abc12");
    expect(screen.getByText(staffMessages.editorPasswordTooShort)).toBeInTheDocument();
    await user.type(password, "3");
    expect(screen.queryByText(staffMessages.editorPasswordTooShort)).not.toBeInTheDocument();

    await user.type(username, "ana editor");
    expect(screen.getByText(staffMessages.usernameInvalid)).toBeInTheDocument();
    expect(ownRequests(api)).toHaveLength(0);
  });

  it("adds the editor, toasts the server's message and goes back to the list", async () => {
    const { user, api, username, password, submit } = await setup({
      "POST /api/admin/editor/add": { status: 201, body: { message: staffMessages.editorAdded, editor: editorRow() } },
    });
    await user.type(username, "ana.editor");
    await user.type(password, "secret1");
    await submit();
    expect(await screen.findByText(staffMessages.editorAdded)).toBeInTheDocument();
    await currentRoute("admin/editors");
    expect(ownRequests(api)[0]?.body).toEqual({ username: "ana.editor", password: "secret1" });
  });

  it("puts a taken username's message on the username field", async () => {
    const { user, username, password, submit } = await setup({
      "POST /api/admin/editor/add": { status: 409, body: { message: staffMessages.usernameTaken } },
    });
    await user.type(username, "Ana.Editor");
    await user.type(password, "secret1");
    await submit();
    await vi.waitFor(() => expect(username).toHaveAccessibleDescription(expect.stringContaining(staffMessages.usernameTaken)));
    await currentRoute("admin/editors/add");
  });
});

// README.md, "Staff per jurisdiction": an editor belongs to the admin's jurisdiction or one below it.
describe("Add editor: jurisdiction", () => {
  const added = { "POST /api/admin/editor/add": { status: 201, body: { message: staffMessages.editorAdded, editor: editorRow() } } };

  it("lets a city admin put the editor in a district, and asks nothing when the city is all they reach", async () => {
    const { user, api, username, password, submit } = await setup({ ...added, "GET /api/jurisdictions": { body: jurisdictionList(OLD_TOWN) } });
    const choice = await screen.findByRole("combobox", { name: "Jurisdiction" });
    expect(choice).toHaveValue("rivermouth");
    await user.type(username, "ana.editor");
    await user.type(password, "secret1");
    await user.selectOptions(choice, "old-town");
    await submit();
    await currentRoute("admin/editors");
    expect(ownRequests(api)[0]?.body).toEqual({ username: "ana.editor", password: "secret1", jurisdiction: "old-town" });
  });

  it("makes a national admin choose where the editor works", async () => {
    const national = { admin: { _id: "a-n", name: "Nia", email: "nia@example.com", jurisdiction: null } };
    const { user, api, username, password, submit } = await setup({ ...added, "GET /api/admin/loggedin": { body: national } });
    const choice = await screen.findByRole("combobox", { name: "Jurisdiction" });
    await user.type(username, "ana.editor");
    await user.type(password, "secret1");
    await submit();
    expect(await screen.findByText(jurisdictionMessages.choose)).toBeInTheDocument();
    expect(ownRequests(api)).toHaveLength(0);
    await user.selectOptions(choice, "rivermouth");
    await submit();
    await currentRoute("admin/editors");
    expect(ownRequests(api)[0]?.body).toEqual({ username: "ana.editor", password: "secret1", jurisdiction: "rivermouth" });
  });
});

describe("A staff call refused with 401", () => {
  it("ends the session: the server's message, the token goes, and the sign-in screen opens", async () => {
    setToken("admin", "expired-jwt");
    const { user, username, password, submit } = await setup({
      "POST /api/admin/editor/add": { status: 401, body: { message: staffMessages.sessionExpired } },
    });
    await user.type(username, "ana.editor");
    await user.type(password, "secret1");
    await submit();
    expect(await screen.findByText(staffMessages.sessionExpired, { selector: "[data-title]" })).toBeInTheDocument();
    await currentRoute("admin");
    expect(getToken("admin")).toBeNull();
  });
});
