import { signInWaitMessage } from "@contract/auth";
import { staffMessages } from "@contract/back-office";
import { browserTrustMessages } from "@contract/browser-trust";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginScreen } from "../../../../../../web/src/features/back-office/components/session/login-screen";
import { getToken, setToken } from "../../../../../../web/src/lib/auth-token";
import { never } from "../../../../support/stub-api";
import { currentRoute, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const admin = { _id: "0193-admin", name: "margaret Hamilton", email: "margaret@plaza.example" };

async function setup(routes: Parameters<typeof stubStaffApi>[0] = {}) {
  const user = userEvent.setup();
  const api = stubStaffApi(routes);
  renderBackOffice(<LoginScreen kind="admin" />, { path: "/admin" });
  const email = await screen.findByLabelText("Email");
  const password = screen.getByLabelText("Password");
  const submit = () => user.click(screen.getByRole("button", { name: "Sign in" }));
  return { user, api, email, password, submit };
}

describe("Admin login", () => {
  it("checks nothing until submitted, then says what is missing under each field", async () => {
    const { user, api, email, submit } = await setup();
    await user.type(email, "margaret");
    expect(screen.queryByText(staffMessages.adminEmailInvalid)).not.toBeInTheDocument();
    await user.clear(email);

    await submit();
    expect(await screen.findByText(staffMessages.adminEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(staffMessages.passwordRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(staffMessages.adminEmailRequired);
    expect(api.requests).toHaveLength(0);
  });

  it("re-checks on every change after a submit: format, length, then digit and special character", async () => {
    const { user, email, password, submit } = await setup();
    await submit();
    await screen.findByText(staffMessages.adminEmailRequired);

    await user.type(email, "margaret@");
    expect(screen.getByText(staffMessages.adminEmailInvalid)).toBeInTheDocument();
    await user.type(email, "plaza.example");
    expect(screen.queryByText(staffMessages.adminEmailInvalid)).not.toBeInTheDocument();

    await user.type(password, "short");
    expect(screen.getByText(staffMessages.adminPasswordTooShort)).toBeInTheDocument();
    await user.type(password, "enough");
    expect(screen.getByText(staffMessages.adminPasswordWeak)).toBeInTheDocument();
    await user.type(password, "1");
    expect(screen.getByText(staffMessages.adminPasswordWeak)).toBeInTheDocument();
    await user.type(password, "!");
    expect(screen.queryByText(staffMessages.adminPasswordWeak)).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute("aria-invalid");
  });

  it("signs in: keeps the admin token, drops an editor token, toasts Logged In and opens the pages", async () => {
    setToken("editor", "old-editor-token");
    const { user, api, email, password, submit } = await setup({
      "POST /api/admin/login": { body: { message: staffMessages.loggedIn, admin, adminToken: "admin-jwt" } },
    });
    await user.type(email, " Margaret@Plaza.example ");
    await user.type(password, "Analytical1!");
    await submit();

    expect(await screen.findByText(staffMessages.loggedIn)).toBeInTheDocument();
    await currentRoute("admin/pages");
    expect(getToken("admin")).toBe("admin-jwt");
    expect(getToken("editor")).toBeNull();
    // The contract's transform: trimmed and lower-cased before it leaves the browser.
    expect(api.calls[0]?.body).toEqual({ email: "margaret@plaza.example", password: "Analytical1!" });
    // A stale staff token never rides along on a sign-in.
    expect(api.calls[0]?.headers.get("Authorization")).toBeNull();
  });

  it("shows the server's refusal and stays, storing nothing", async () => {
    const { user, email, password, submit } = await setup({
      "POST /api/admin/login": { status: 401, body: { message: staffMessages.invalidCredentials } },
    });
    await user.type(email, "margaret@plaza.example");
    await user.type(password, "Analytical1!");
    await submit();

    expect(await screen.findByRole("alert")).toHaveTextContent(staffMessages.invalidCredentials);
    expect(getToken("admin")).toBeNull();
    await currentRoute("admin");
  });

  it("offers nothing more for a wrong password", async () => {
    const { user, email, password, submit } = await setup({
      "POST /api/admin/login": { status: 401, body: { message: staffMessages.invalidCredentials } },
    });
    await user.type(email, "margaret@plaza.example");
    await user.type(password, "Analytical1!");
    await submit();
    await screen.findByRole("alert");
    expect(screen.queryByRole("region", { name: "Signing in from a new browser?" })).not.toBeInTheDocument();
  });

  it("while the account waits (429), shows the wait and offers to e-mail a link that trusts this browser", async () => {
    const { user, api, email, password, submit } = await setup({
      "POST /api/admin/login": { status: 429, body: { message: signInWaitMessage(900, false) } },
      "POST /api/admin/trust-link": { status: 202, body: { message: browserTrustMessages.linkSent } },
    });
    await user.type(email, " Margaret@Plaza.example ");
    await user.type(password, "Analytical1!");
    await submit();

    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in 15 minutes.");
    const offer = screen.getByRole("region", { name: "Signing in from a new browser?" });
    await user.click(within(offer).getByRole("button", { name: "E-mail me a link" }));
    expect(await within(offer).findByRole("status")).toHaveTextContent(browserTrustMessages.linkSent);
    const sent = api.calls.find((call) => call.url.pathname === "/api/admin/trust-link");
    expect(sent?.body).toEqual({ email: "margaret@plaza.example" }); // the address the sign-in was sent with
    expect(sent?.headers.get("Authorization")).toBeNull();
    expect(getToken("admin")).toBeNull();
  });

  it("shows Processing... and blocks a second submit while signing in", async () => {
    const { user, api, email, password, submit } = await setup({ "POST /api/admin/login": never });
    await user.type(email, "margaret@plaza.example");
    await user.type(password, "Analytical1!");
    await submit();
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    await user.type(password, "{Enter}");
    expect(api.requests).toHaveLength(1);
  });
});
