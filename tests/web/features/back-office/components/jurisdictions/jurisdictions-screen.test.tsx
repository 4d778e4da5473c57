import { jurisdictionMessages } from "@contract/jurisdictions";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JurisdictionsScreen } from "../../../../../../web/src/features/back-office/components/jurisdictions/jurisdictions-screen";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import { ownRequests, renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

// /admin/jurisdictions (README.md, "Staff per jurisdiction"): the admin's reach as a tree with its totals,
// adding below it and renaming.

beforeEach(() => setToken("admin", "admin-jwt"));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stats = (pages: number, motions: number, answered: number) => ({ pages, motions, votes: 0, answered, followers: 0 });
const city = { _id: "j-city", slug: "rivermouth", name: "Rivermouth", kind: "city", parentId: "j-region", path: "/j-nation/j-region/j-city/", stats: stats(12, 340, 41) };
const district = { _id: "j-old", slug: "old-town", name: "Old Town", kind: "district", parentId: "j-city", path: "/j-nation/j-region/j-city/j-old/", stats: stats(2, 15, 3) };
const tree = { jurisdictions: [city, district] };

describe("JurisdictionsScreen", () => {
  it("shows a city admin their city with its districts below it, each with its totals, asking with the admin token", async () => {
    const api = stubStaffApi({ "GET /api/admin/jurisdictions": { body: tree } });
    renderBackOffice(<JurisdictionsScreen />, { path: "/admin/jurisdictions" });
    const list = await screen.findByRole("list", { name: "Jurisdictions" });
    const top = within(list).getAllByRole("listitem")[0]!;
    expect(within(top).getByText("Rivermouth")).toBeInTheDocument();
    expect(within(top).getByText("12 pages · 340 motions · 41 answered")).toBeInTheDocument();
    const below = within(top).getByRole("list");
    expect(within(below).getByText("Old Town")).toBeInTheDocument();
    expect(within(below).getByText("/old-town")).toBeInTheDocument();
    expect(ownRequests(api)[0]?.headers.get("Authorization")).toBe("Bearer admin-jwt");
  });

  it("adds a district under the city: only districts to choose, and the server's message", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({
      "GET /api/admin/jurisdictions": { body: tree },
      "POST /api/admin/jurisdictions": { status: 201, body: { message: jurisdictionMessages.created, jurisdiction: { ...district, _id: "j-new", slug: "harbour", name: "Harbour" } } },
    });
    renderBackOffice(<JurisdictionsScreen />, { path: "/admin/jurisdictions" });
    const form = await screen.findByRole("form", { name: "Add a jurisdiction" });
    expect(within(within(form).getByRole("combobox", { name: "Kind" })).getAllByRole("option").map((o) => o.textContent)).toEqual(["District"]);
    await user.type(within(form).getByRole("textbox", { name: "Name" }), "Harbour");
    await user.click(within(form).getByRole("button", { name: "Add jurisdiction" }));
    expect(await within(form).findByText(jurisdictionMessages.parent)).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole("combobox", { name: "Belongs to" }), "rivermouth");
    await user.click(within(form).getByRole("button", { name: "Add jurisdiction" }));
    expect(await screen.findByText(jurisdictionMessages.created)).toBeInTheDocument();
    expect(ownRequests(api).find((call) => call.method === "POST")?.body).toEqual({ name: "Harbour", kind: "district", parent: "rivermouth" }); // no address: made from the name
  });

  it("renames with only what changed, and puts a taken address on its field", async () => {
    const user = userEvent.setup();
    const api = stubStaffApi({
      "GET /api/admin/jurisdictions": { body: tree },
      "PATCH /api/admin/jurisdictions/old-town": { status: 409, body: { message: jurisdictionMessages.slugTaken } },
    });
    renderBackOffice(<JurisdictionsScreen />, { path: "/admin/jurisdictions" });
    await user.click(await screen.findByRole("button", { name: "Rename Old Town" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename" });
    const address = within(dialog).getByRole("textbox", { name: "Address" });
    await user.clear(address);
    await user.type(address, "harbour");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(jurisdictionMessages.slugTaken)));
    expect(ownRequests(api).find((call) => call.method === "PATCH")?.body).toEqual({ slug: "harbour" });
  });
});
