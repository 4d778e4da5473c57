import { pageMessages } from "@contract/back-office";
import { jurisdictionMessages } from "@contract/jurisdictions";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageFormScreen } from "../../../../../../web/src/features/back-office/components/pages/page-form-screen";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import {
  BIO,
  currentRoute,
  field,
  fileOf,
  jurisdictionList,
  OLD_TOWN,
  ownRequests,
  renderBackOffice,
  setText,
  staffPage,
  stubStaffApi,
} from "../../back-office-fixtures";

// Where a page belongs (README.md, "Staff per jurisdiction"): the page form offers the jurisdictions within the
// staff member's reach, hides the choice when there is only one, and a national admin adding a page chooses.

beforeEach(() => {
  setToken("admin", "admin-jwt");
  setToken("editor", "editor-jwt");
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const saved = staffPage({ _id: "0193-new", name: "Harbour Board", slug: "harbour-board" });
const added = { "POST /api/entity/add": { status: 201, body: { message: pageMessages.added, entity: saved } } };
const select = () => screen.findByRole("combobox", { name: "Jurisdiction" });
const options = (element: HTMLElement) => within(element).getAllByRole("option").map((option) => option.textContent?.trim());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("heading", { name: "Add page" });
  await user.type(field("Name"), "Harbour Board");
  await setText(user, "Bio", BIO);
  await user.upload(field("Image"), fileOf("harbour.png", "image/png"));
}

const sent = (api: ReturnType<typeof stubStaffApi>) => ownRequests(api).find((call) => call.method === "POST")?.body as Record<string, unknown>;

describe("Page form: jurisdiction", () => {
  it("offers an editor their city and the districts below it, their own first, and sends another when chosen", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({ ...added, "GET /api/jurisdictions": { body: jurisdictionList(OLD_TOWN) } });
    renderBackOffice(<PageFormScreen kind="editor" />, { path: "/editor/pages/add" });
    const choice = await select();
    expect(options(choice)).toEqual(["Rivermouth (City)", "Old Town (District)"]);
    expect(choice).toHaveValue("rivermouth");
    await fill(user);
    await user.selectOptions(choice, "old-town");
    await user.click(screen.getByRole("button", { name: "Add page" }));
    await currentRoute("editor/pages/$id");
    expect(sent(api)).toMatchObject({ jurisdiction: "old-town" });
  });

  it("shows no choice when the staff member reaches one jurisdiction, and sends none (theirs is the default)", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi(added);
    renderBackOffice(<PageFormScreen kind="editor" />, { path: "/editor/pages/add" });
    await fill(user);
    expect(screen.queryByRole("combobox", { name: "Jurisdiction" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add page" }));
    await currentRoute("editor/pages/$id");
    expect(sent(api)).not.toHaveProperty("jurisdiction");
  });

  it("makes a national admin choose, from the whole tree", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({
      ...added,
      "GET /api/admin/loggedin": { body: { admin: { _id: "a-n", name: "Nia", email: "nia@example.com", jurisdiction: null } } },
    });
    renderBackOffice(<PageFormScreen kind="admin" />, { path: "/admin/pages/add" });
    const choice = await select();
    expect(options(choice)).toEqual(["Choose where the page belongs", "Nation (Nation)", "North (Region)", "Rivermouth (City)"]);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Add page" }));
    expect(await screen.findByText(jurisdictionMessages.choose)).toBeInTheDocument();
    expect(ownRequests(api)).toHaveLength(0);
    await user.selectOptions(choice, "rivermouth");
    await user.click(screen.getByRole("button", { name: "Add page" }));
    await currentRoute("admin/pages/$id");
    expect(sent(api)).toMatchObject({ jurisdiction: "rivermouth" });
  });

  it("moves a page on edit only when another jurisdiction is chosen", async () => {
    const user = userEvent.setup();
    const page = staffPage({ _id: "p1" });
    const api = stubStaffApi({
      "GET /api/jurisdictions": { body: jurisdictionList(OLD_TOWN) },
      "GET /api/entity/admin/p1": { body: page },
      "PUT /api/entity/edit/p1": { body: { message: pageMessages.updated, entity: { ...page, jurisdiction: OLD_TOWN } } },
    });
    renderBackOffice(<PageFormScreen kind="editor" id="p1" />, { path: "/editor/pages/edit/p1" });
    const choice = await select();
    expect(choice).toHaveValue("rivermouth");
    await user.selectOptions(choice, "old-town");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await currentRoute("editor/pages/$id");
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({ jurisdiction: "old-town" });
  });
});
