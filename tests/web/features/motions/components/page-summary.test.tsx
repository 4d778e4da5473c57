import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageSummary } from "../../../../../web/src/features/motions/components/page-summary";
import { cedarFalls } from "../../../support/jurisdiction-fixtures";
import { renderInRouter } from "../../../support/render-in-router";
import { makeMotion } from "../motion-fixtures";

describe("PageSummary", () => {
  it("shows the page's name as every screen does, first letter capitalised, linking to the page under its city", async () => {
    const { entity } = makeMotion({ entity: { _id: "p-metro", slug: "metro", name: "metro", jurisdiction: cedarFalls, image: { url: "/images/metro.png" } } });
    renderInRouter(<PageSummary page={entity} />);
    const link = await screen.findByRole("link", { name: "Metro" });
    expect(link).toHaveAttribute("href", "/cedar-falls/metro");
    expect(link).toHaveTextContent(/^Metro$/);
  });

  it("names the page's city beside it, linking to the city's home", async () => {
    const { entity } = makeMotion({ entity: { _id: "p-parks", slug: "parks", name: "Parks & Recreation", jurisdiction: cedarFalls, image: { url: "/images/parks.png" } } });
    renderInRouter(<PageSummary page={entity} />);
    const city = await screen.findByRole("link", { name: "in Cedar Falls" });
    expect(city).toHaveAttribute("href", "/cedar-falls");
    expect(screen.getByText("Cedar Falls")).toHaveAttribute("dir", "auto");
    // "Parks & Recreation · Cedar Falls" as it reads on screen.
    expect(city.closest("p")).toHaveTextContent(/Parks & Recreation\s*·\s*in Cedar Falls/);
  });
});
