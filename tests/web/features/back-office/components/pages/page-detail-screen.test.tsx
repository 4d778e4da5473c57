import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageDetailScreen } from "../../../../../../web/src/features/back-office/components/pages/page-detail-screen";
import { never } from "../../../../support/stub-api";
import { renderBackOffice, staffPage, stubStaffApi } from "../../back-office-fixtures";

afterEach(() => vi.unstubAllGlobals());

describe("PageDetailScreen", () => {
  it("shows the name, image, description, social links, additional links, the public address and Edit", async () => {
    const page = staffPage({
      _id: "p1",
      socialMediaLinks: [
        { name: "twitter", link: "https://x.com/citycouncil" },
        { name: "tiktok", link: "https://www.tiktok.com/@citycouncil" },
      ],
      additionalLinks: ["https://city.example.gov/council"],
    });
    stubStaffApi({ "GET /api/entity/admin/p1": { body: page } });
    renderBackOffice(<PageDetailScreen kind="editor" id="p1" />);

    expect(await screen.findByRole("heading", { name: "City Council" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Image of City Council" })).toHaveAttribute("src", page.image.url);
    expect(screen.getByText(page.description)).toBeInTheDocument();
    expect(screen.getByText("tiktok")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /https:\/\/www\.tiktok\.com\/@citycouncil/ })).toHaveAttribute("href", "https://www.tiktok.com/@citycouncil");
    const resources = screen.getByRole("heading", { name: "Additional links" }).parentElement!;
    expect(within(resources).getByRole("link", { name: /city\.example\.gov\/council/ })).toHaveAttribute("target", "_blank");
    // The address names the page's jurisdiction, which the screen also names.
    expect(screen.getByRole("link", { name: /\/rivermouth\/city-council/ })).toHaveAttribute("href", "/rivermouth/city-council");
    expect(screen.getByText("Rivermouth")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/editor/pages/edit/p1");
  });

  it("shows a lowercase name with its first letter capitalised, as the public pages do", async () => {
    stubStaffApi({ "GET /api/entity/admin/p1": { body: staffPage({ _id: "p1", name: "metro", slug: "metro" }) } });
    renderBackOffice(<PageDetailScreen kind="admin" id="p1" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Metro" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Image of Metro" })).toBeInTheDocument();
  });

  it("says when a page has no links", async () => {
    stubStaffApi({ "GET /api/entity/admin/p1": { body: staffPage({ _id: "p1", socialMediaLinks: [], additionalLinks: [] }) } });
    renderBackOffice(<PageDetailScreen kind="admin" id="p1" />);
    expect(await screen.findByText("No social media links.")).toBeInTheDocument();
    expect(screen.getByText("No additional links.")).toBeInTheDocument();
  });

  it("shows a skeleton while loading, then a toast and a way back when the page cannot be loaded", async () => {
    const api = stubStaffApi({ "GET /api/entity/admin/p1": never });
    const { unmount } = renderBackOffice(<PageDetailScreen kind="admin" id="p1" />);
    expect(await screen.findByText("Loading the page…")).toBeInTheDocument();
    unmount();

    api.set(() => ({ status: 404, body: { message: "Motion page not found." } }));
    renderBackOffice(<PageDetailScreen kind="admin" id="p1" />);
    expect(await screen.findByText("Motion page not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to pages" })).toHaveAttribute("href", "/admin/pages");
  });
});
