import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageListScreen } from "../../../../../../web/src/features/back-office/components/pages/page-list-screen";
import { never } from "../../../../support/stub-api";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import { renderBackOffice, staffPage, stubStaffApi } from "../../back-office-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pages = [
  staffPage({ _id: "p1", name: "City Council", slug: "city-council" }),
  staffPage({ _id: "p2", name: "Mayor's Office", slug: "mayors-office" }),
  staffPage({ _id: "p3", name: "Transit Authority", slug: "transit-authority" }),
];

/** The names shown, row by row (the links repeat them for screen readers, so read the name line). */
const names = (list: HTMLElement) => within(list).getAllByRole("listitem").map((row) => row.querySelector("p")?.textContent);

describe("PageListScreen", () => {
  it("holds 10 placeholder rows while the pages load, and says it is busy", async () => {
    stubStaffApi({ "GET /api/entity/admin": never });
    renderBackOffice(<PageListScreen kind="admin" />);
    expect(await screen.findByText("Loading pages…")).toBeInTheDocument();
    expect(screen.getAllByTestId("page-row-placeholder")).toHaveLength(10);
  });

  it("lists each page with its image, name, jurisdiction and View / Edit under the signed-in kind's prefix, with the staff token", async () => {
    setToken("editor", "editor-jwt");
    const api = stubStaffApi({ "GET /api/entity/admin": { body: pages } });
    renderBackOffice(<PageListScreen kind="editor" />);
    const list = await screen.findByRole("list", { name: "Motion pages" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(names(list)).toEqual(["City Council", "Mayor's Office", "Transit Authority"]);
    expect(first.querySelector("img")).toHaveAttribute("src", pages[0]!.image.url);
    // Its jurisdiction and the address that names it (README.md, "Staff per jurisdiction").
    expect(within(first).getByText(/\/rivermouth\/city-council/)).toBeInTheDocument();
    expect(within(first).getByText("Rivermouth")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "View City Council" })).toHaveAttribute("href", "/editor/pages/p1");
    expect(within(first).getByRole("link", { name: "Edit City Council" })).toHaveAttribute("href", "/editor/pages/edit/p1");
    expect(screen.getByRole("link", { name: "Add page" })).toHaveAttribute("href", "/editor/pages/add");
    // With the token, the Worker narrows the list to the editor's jurisdiction.
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer editor-jwt");
  });

  it("shows a lowercase name with its first letter capitalised, as the public pages do", async () => {
    stubStaffApi({ "GET /api/entity/admin": { body: [staffPage({ _id: "p9", name: "metro", slug: "metro" })] } });
    renderBackOffice(<PageListScreen kind="admin" />);
    const list = await screen.findByRole("list", { name: "Motion pages" });
    expect(names(list)).toEqual(["Metro"]);
    expect(within(list).getByRole("link", { name: "View Metro" })).toHaveAttribute("href", "/admin/pages/p9");
  });

  it("filters by name on the client, ignoring case, without asking the server again", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({ "GET /api/entity/admin": { body: pages } });
    renderBackOffice(<PageListScreen kind="admin" />);
    const list = await screen.findByRole("list", { name: "Motion pages" });
    const search = screen.getByRole("searchbox", { name: "Search pages by name" });

    await user.type(search, "MAYOR");
    expect(names(list)).toEqual(["Mayor's Office"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 pages match");

    await user.clear(search);
    await user.type(search, "t");
    expect(names(list)).toEqual(["City Council", "Transit Authority"]);

    await user.type(search, "zzz");
    expect(await screen.findByText("No pages found")).toBeInTheDocument();
    expect(api.requests.filter((url) => url.pathname === "/api/entity/admin")).toHaveLength(1);
  });

  it("toasts a failed load with the server's message and offers a retry", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({ "GET /api/entity/admin": { status: 500, body: { message: "Something went wrong on our side." } } });
    renderBackOffice(<PageListScreen kind="admin" />);
    expect(await screen.findByText("Something went wrong on our side.")).toBeInTheDocument();
    expect(screen.getByText("Pages could not be loaded.")).toBeInTheDocument();

    api.set(() => ({ body: pages }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Motion pages" })).toBeInTheDocument();
  });

  it("says so when there are no pages yet", async () => {
    stubStaffApi({ "GET /api/entity/admin": { body: [] } });
    renderBackOffice(<PageListScreen kind="admin" />);
    expect(await screen.findByText("No pages yet")).toBeInTheDocument();
  });

  it("says how many motions await a first response, linking to them; says nothing when none wait", async () => {
    stubStaffApi({ "GET /api/entity/admin": { body: pages }, "GET /api/idea/inbox/summary": { body: { awaitingFirstResponse: 1204 } } });
    const { unmount } = renderBackOffice(<PageListScreen kind="admin" />);
    const banner = await screen.findByRole("region", { name: "Motions awaiting a response" });
    expect(banner).toHaveTextContent("1,204 motions await a first response from the city.");
    expect(within(banner).getByRole("link", { name: "Answer them" })).toHaveAttribute("href", "/admin/motions?awaiting=true");
    unmount();

    stubStaffApi({ "GET /api/entity/admin": { body: pages }, "GET /api/idea/inbox/summary": { body: { awaitingFirstResponse: 0 } } });
    renderBackOffice(<PageListScreen kind="admin" />);
    await screen.findByRole("list", { name: "Motion pages" });
    expect(screen.queryByRole("region", { name: "Motions awaiting a response" })).toBeNull();
  });
});
