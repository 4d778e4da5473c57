import { act, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PageProfile } from "../../../../../web/src/features/pages/components/page-profile";
import { toResourceUrl } from "../../../../../web/src/features/pages/components/resource-links";
import { cedarFalls } from "../../../support/jurisdiction-fixtures";
import { renderInRouter, resizeWindow } from "../../../support/render-in-router";
import { makePage } from "../page-fixtures";

const long = "e".repeat(1000);

/** The profile inside the test router (it links to its city's home), once it is drawn. */
async function show(ui: ReactNode) {
  renderInRouter(ui);
  await screen.findByRole("heading", { level: 1 });
}

afterEach(() => {
  resizeWindow(1024, { notify: false });
});

describe("PageProfile (motion page detail)", () => {
  it("shows the name as the page heading, the image and only the existing social links", async () => {
    await show(
      <PageProfile
        page={makePage({
          name: "harbour board",
          socialMediaLinks: [
            { name: "facebook", link: "https://facebook.com/harbour" },
            { name: "youtube", link: "" },
          ],
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Harbour board" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Harbour board" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Harbour board on Facebook" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Harbour board on YouTube" })).not.toBeInTheDocument();
  });

  it("truncates the description at 700 characters above 640 px", async () => {
    resizeWindow(641, { notify: false });
    await show(<PageProfile page={makePage({ description: long })} />);
    expect(screen.getByText(`${"e".repeat(700)}…`)).toBeInTheDocument();
  });

  it("truncates at 400 characters at 640 px or less, re-evaluating on resize", async () => {
    resizeWindow(640, { notify: false });
    await show(<PageProfile page={makePage({ description: long })} />);
    expect(screen.getByText(`${"e".repeat(400)}…`)).toBeInTheDocument();

    act(() => resizeWindow(1024));
    expect(screen.getByText(`${"e".repeat(700)}…`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(screen.getByText(long)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.getByText(`${"e".repeat(700)}…`)).toBeInTheDocument();
  });

  it("lists the additional links under Resources, opening in a new tab", async () => {
    await show(
      <PageProfile
        page={makePage({ additionalLinks: ["https://www.city.gov/plans/", "harbour.org/budget", "javascript:alert(1)"] })}
      />,
    );
    expect(screen.getByRole("heading", { name: "Resources" })).toBeInTheDocument();
    const plans = screen.getByRole("link", { name: /city\.gov\/plans/ });
    expect(plans).toHaveAttribute("href", "https://www.city.gov/plans/");
    expect(plans).toHaveAttribute("target", "_blank");
    expect(plans).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /harbour\.org\/budget/ })).toHaveAttribute("href", "https://harbour.org/budget");
    expect(screen.getAllByRole("link", { name: /opens in a new tab/ })).toHaveLength(2);
  });

  it("puts the actions (follow, Submit Motion) with the heading: below it on small screens, beside it on wide ones", async () => {
    await show(<PageProfile page={makePage({ name: "harbour board" })} actions={<button type="button">Follow</button>} />);
    const heading = screen.getByRole("heading", { level: 1, name: "Harbour board" });
    const actions = screen.getByRole("button", { name: "Follow" }).parentElement!;
    expect(heading.nextElementSibling).toBe(actions);
    expect(heading.parentElement).toHaveClass("flex-col", "lg:flex-row");
  });

  it("names the page's city above its name, linking to the city's home", async () => {
    await show(<PageProfile page={makePage({ name: "fire and rescue", jurisdiction: cedarFalls })} />);
    const city = screen.getByRole("link", { name: "Cedar Falls" });
    expect(city).toHaveAttribute("href", "/cedar-falls");
    expect(city.closest("p")).toHaveTextContent("Motion page · Cedar Falls");
    expect(screen.getByText("Cedar Falls")).toHaveAttribute("dir", "auto");
  });

  it("leaves Resources out when the page has no additional links", async () => {
    await show(<PageProfile page={makePage({ additionalLinks: [] })} />);
    expect(screen.queryByRole("heading", { name: "Resources" })).not.toBeInTheDocument();
  });
});

describe("toResourceUrl", () => {
  it("adds https:// to bare addresses and refuses other schemes", () => {
    expect(toResourceUrl("city.gov")?.href).toBe("https://city.gov/");
    expect(toResourceUrl("http://city.gov/a")?.href).toBe("http://city.gov/a");
    expect(toResourceUrl("mailto:a@city.gov")).toBeNull();
    expect(toResourceUrl("just words")).toBeNull();
    expect(toResourceUrl("")).toBeNull();
  });
});
