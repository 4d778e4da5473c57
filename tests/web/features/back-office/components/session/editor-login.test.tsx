import { signInWaitMessage } from "@contract/auth";
import { staffMessages } from "@contract/back-office";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginScreen } from "../../../../../../web/src/features/back-office/components/session/login-screen";
import { getToken, setToken } from "../../../../../../web/src/lib/auth-token";
import { currentRoute, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function setup(routes: Parameters<typeof stubStaffApi>[0] = {}) {
  const user = userEvent.setup();
  const api = stubStaffApi(routes);
  renderBackOffice(<LoginScreen kind="editor" />, { path: "/editor" });
  const username = await screen.findByLabelText("Username");
  const password = screen.getByLabelText("Password");
  const submit = () => user.click(screen.getByRole("button", { name: "Sign in" }));
  return { user, api, username, password, submit };
}

describe("Editor login", () => {
  it("asks for the username and the password on submit, and clears each message as it is filled in", async () => {
    const { user, api, username, password, submit } = await setup();
    expect(screen.getByRole("heading", { name: "Editor sign in" })).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(staffMessages.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(staffMessages.passwordRequired)).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription(staffMessages.usernameRequired);
    expect(api.requests).toHaveLength(0);

    await user.type(username, "ana");
    expect(screen.queryByText(staffMessages.usernameRequired)).not.toBeInTheDocument();
    await user.type(password, "x");
    expect(screen.queryByText(staffMessages.passwordRequired)).not.toBeInTheDocument();
  });

  it("signs in: keeps the editor token, drops an admin token, toasts Logged In and opens the editor's pages", async () => {
    setToken("admin", "old-admin-token");
    const { user, api, username, password, submit } = await setup({
      "POST /api/editor/login": {
        body: { message: staffMessages.loggedIn, editor: { _id: "0193-editor", username: "ana" }, token: "editor-jwt" },
      },
    });
    await user.type(username, "ana");
    await user.type(password, "secret1");
    await submit();

    expect(await screen.findByText(staffMessages.loggedIn)).toBeInTheDocument();
    await currentRoute("editor/pages");
    expect(getToken("editor")).toBe("editor-jwt");
    expect(getToken("admin")).toBeNull();
    expect(api.calls[0]?.body).toEqual({ username: "ana", password: "secret1" });
  });

  it("shows the server's refusal in the form", async () => {
    const { user, username, password, submit } = await setup({
      "POST /api/editor/login": { status: 401, body: { message: staffMessages.invalidEditorCredentials } },
    });
    await user.type(username, "ana");
    await user.type(password, "wrong");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(staffMessages.invalidEditorCredentials);
    expect(getToken("editor")).toBeNull();
  });

  it("while the account waits (429), shows the wait and says to ask an admin for a link that trusts this browser", async () => {
    const { user, api, username, password, submit } = await setup({
      "POST /api/editor/login": { status: 429, body: { message: signInWaitMessage(8, false) } },
    });
    await user.type(username, "ana.editor");
    await user.type(password, "secret1");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in 8 seconds.");
    expect(screen.getByRole("region", { name: "Signing in from a new browser?" })).toHaveTextContent(/Ask an admin for a one-time link/);
    expect(api.requests).toHaveLength(1);
  });
});
