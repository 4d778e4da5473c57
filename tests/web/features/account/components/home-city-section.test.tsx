import { CITY_COOKIE, jurisdictionMessages } from "@contract/jurisdictions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HomeCitySection } from "../../../../../web/src/features/account/components/home-city-section";
import { millbrook, rivermouth } from "../../../support/jurisdiction-fixtures";
import { stubRoutes, type Route } from "../../../support/stub-api";
import { nationTree } from "../../jurisdictions/jurisdiction-fixtures";
import { makeAccount, renderAccount } from "../account-fixtures";

// The account's home city: where the home page starts for the member on any device. Saving it tells the
// session (the gate's home city) and makes it this browser's chosen city too.

afterEach(() => {
  document.cookie = `${CITY_COOKIE}=; Max-Age=0; Path=/`;
  vi.unstubAllGlobals();
});

const renderSection = (routes: Record<string, Route>, homeCity: { slug: string; name: string } | null = null) => {
  const api = stubRoutes({ "GET /api/jurisdictions": { body: nationTree() }, ...routes });
  const account = makeAccount();
  return { api, account, ...renderAccount(<HomeCitySection account={account} />, { homeCity }) };
};

describe("HomeCitySection", () => {
  it("offers every city by region, starting from the member's home city", async () => {
    renderSection({}, { slug: rivermouth.slug, name: rivermouth.name });
    const select = await screen.findByRole("combobox", { name: "Home city" });
    await waitFor(() => expect(within(select).getAllByRole("group").map((g) => g.getAttribute("label"))).toEqual(["Highlands", "Riverland"]));
    expect(select).toHaveValue("rivermouth");
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["No home city", "Cedar Falls", "Port Alder", "Millbrook", "Rivermouth"]);
  });

  it("saves the chosen city, tells the session and makes it this browser's city", async () => {
    const user = userEvent.setup();
    const homeCity = { ...millbrook };
    const { api, account, session } = renderSection({
      "PUT /api/me/home-city": { body: { message: jurisdictionMessages.homeCitySaved, homeCity } },
    });
    const select = await screen.findByRole("combobox", { name: "Home city" });
    await within(select).findByRole("option", { name: "Millbrook" });
    await user.selectOptions(select, "Millbrook");
    await user.click(screen.getByRole("button", { name: "Save home city" }));
    expect(await screen.findByText(jurisdictionMessages.homeCitySaved)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ jurisdiction: "millbrook" }]);
    expect(session.showMember).toHaveBeenCalledWith({ ...account, homeCity });
    expect(document.cookie).toContain(`${CITY_COOKIE}=millbrook`);
  });

  it("clears the home city with No home city, and leaves the browser's choice as it was", async () => {
    const user = userEvent.setup();
    document.cookie = `${CITY_COOKIE}=rivermouth; Path=/`;
    const { api } = renderSection(
      { "PUT /api/me/home-city": { body: { message: jurisdictionMessages.homeCityCleared, homeCity: null } } },
      { slug: rivermouth.slug, name: rivermouth.name },
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: "Home city" }), "No home city");
    await user.click(screen.getByRole("button", { name: "Save home city" }));
    expect(await screen.findByText(jurisdictionMessages.homeCityCleared)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ jurisdiction: null }]);
    expect(document.cookie).toContain(`${CITY_COOKIE}=rivermouth`);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderSection({ "PUT /api/me/home-city": { status: 400, body: { message: jurisdictionMessages.notACity } } });
    const select = await screen.findByRole("combobox", { name: "Home city" });
    await within(select).findByRole("option", { name: "Port Alder" });
    await user.selectOptions(select, "Port Alder");
    await user.click(screen.getByRole("button", { name: "Save home city" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(jurisdictionMessages.notACity);
  });
});
