import { staffMessages } from "@contract/back-office";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppShell } from "../../../../../../web/src/components/app-shell";
import { StaffLayout } from "../../../../../../web/src/features/back-office/components/session/staff-layout";
import { getToken, setToken } from "../../../../../../web/src/lib/auth-token";
import { currentRoute, OLD_TOWN, renderBackOffice, RIVERMOUTH, stubStaffApi } from "../../back-office-fixtures";

beforeEach(() => {
  setToken("admin", "admin-jwt");
  setToken("editor", "editor-jwt");
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const admin = { _id: "0193-admin", name: "margaret Hamilton", email: "margaret@plaza.example", jurisdiction: RIVERMOUTH };

const renderLayout = (kind: "admin" | "editor", routes: Parameters<typeof stubStaffApi>[0]) => {
  const api = stubStaffApi(routes);
  renderBackOffice(
    <StaffLayout kind={kind}>
      <p>Screen content</p>
    </StaffLayout>,
    { path: `/${kind}/pages` },
  );
  return api;
};

describe("StaffLayout: the logged-in check", () => {
  it("shows the admin's bar: Motions, Moderation, Pages, Editors, Messages, Jurisdictions, a theme toggle and the name's first letter", async () => {
    const api = renderLayout("admin", { "GET /api/admin/loggedin": { body: { admin } } });
    expect(await screen.findByTestId("staff-initial")).toHaveTextContent("M");
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Motions", "Moderation", "Pages", "Editors", "Messages", "Jurisdictions"]);
    expect(screen.getByRole("button", { name: /switch to (dark|light) theme/i })).toBeInTheDocument();
    expect(screen.getByText("Screen content")).toBeInTheDocument();
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer admin-jwt");
  });

  it("shows the editor's bar with Motions, Moderation and Pages and the username's first letter", async () => {
    renderLayout("editor", { "GET /api/editor/loggedin": { body: { editor: { _id: "0193-ed", username: "ana", jurisdiction: RIVERMOUTH } } } });
    expect(await screen.findByTestId("staff-initial")).toHaveTextContent("A");
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Motions", "Moderation", "Pages"]);
    expect(screen.getByTestId("staff-role")).toHaveTextContent("Rivermouth · Editor");
  });

  // README.md, "Staff per jurisdiction": who the staff member works for is always in sight.
  it.each([
    ["a city admin", RIVERMOUTH, "Rivermouth · City admin", true],
    ["a district admin", OLD_TOWN, "Old Town · District admin", false],
    ["a national admin", null, "National admin", true],
  ])("names %s's jurisdiction in the bar, and links Jurisdictions only where there is something to add", async (_, jurisdiction, role, linked) => {
    renderLayout("admin", { "GET /api/admin/loggedin": { body: { admin: { ...admin, jurisdiction } } } });
    await screen.findByTestId("staff-initial");
    expect(screen.getByTestId("staff-role")).toHaveTextContent(role);
    const links = within(screen.getByRole("navigation", { name: "Back office" })).getAllByRole("link");
    expect(links.some((link) => link.textContent === "Jurisdictions")).toBe(linked);
  });

  it("shows how many motions wait for a moderator on the Moderation link, once the session is confirmed", async () => {
    const api = renderLayout("editor", {
      "GET /api/editor/loggedin": { body: { editor: { _id: "0193-ed", username: "ana", jurisdiction: RIVERMOUTH } } },
      "GET /api/moderation/queue/summary": { body: { waiting: 3 } },
    });
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    expect(await within(nav).findByRole("link", { name: "Moderation, 3 waiting" })).toHaveAttribute("href", "/editor/moderation");
    expect(api.calls.map((c) => c.url.pathname)).toEqual(["/api/editor/loggedin", "/api/moderation/queue/summary"]);
  });

  it("no admin in the answer: Session Expired, Please login, the token goes, and home", async () => {
    renderLayout("admin", { "GET /api/admin/loggedin": { body: { admin: null } } });
    expect(await screen.findByText(staffMessages.sessionExpired)).toBeInTheDocument();
    await currentRoute("home");
    expect(getToken("admin")).toBeNull();
  });

  it("a refused check: the server's message, the dead token goes, and home", async () => {
    renderLayout("editor", {
      "GET /api/editor/loggedin": { status: 401, body: { message: "Your session has ended. Please sign in again." } },
    });
    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
    await currentRoute("home");
    expect(getToken("editor")).toBeNull();
  });

  it("a check that fails on the server's side: its message and home, but the token is kept", async () => {
    renderLayout("admin", { "GET /api/admin/loggedin": { status: 503, body: { message: "Plaza is being updated." } } });
    expect(await screen.findByText("Plaza is being updated.")).toBeInTheDocument();
    await currentRoute("home");
    expect(getToken("admin")).toBe("admin-jwt");
  });

  it("signs out from the circle's menu: the token goes and the sign-in screen opens", async () => {
    const user = userEvent.setup();
    renderLayout("admin", { "GET /api/admin/loggedin": { body: { admin } } });
    await user.click(await screen.findByRole("button", { name: "Account menu for margaret Hamilton" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    await currentRoute("admin");
    expect(getToken("admin")).toBeNull();
    expect(getToken("editor")).toBe("editor-jwt");
  });
});

// The root route passes publicNav={false} on /admin and /editor: the back office draws its own bar.
describe("AppShell in the back office", () => {
  it("leaves out the public navigation but keeps the footer and the main landmark", async () => {
    renderBackOffice(
      <AppShell publicNav={false}>
        <h1>Pages</h1>
      </AppShell>,
      { path: "/admin/pages" },
    );
    expect(await screen.findByRole("main")).toHaveTextContent("Pages");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
