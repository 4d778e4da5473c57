import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageSummary } from "../../../../../web/src/features/motions/components/page-summary";
import { renderInRouter } from "../../../support/render-in-router";
import { makeMotion } from "../motion-fixtures";

describe("PageSummary", () => {
  it("shows the page's name as every screen does, first letter capitalised, linking to the page", async () => {
    const { entity } = makeMotion({ entity: { _id: "p-metro", slug: "metro", name: "metro", image: { url: "/images/metro.png" } } });
    renderInRouter(<PageSummary page={entity} />);
    const link = await screen.findByRole("link", { name: "Metro" });
    expect(link).toHaveAttribute("href", "/metro");
    expect(link).toHaveTextContent(/^Metro$/);
  });
});
