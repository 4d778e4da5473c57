import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PageCard } from "../../../../../web/src/features/pages/components/page-card";
import { renderInRouter, resizeWindow } from "../../../support/render-in-router";
import { makePage } from "../page-fixtures";

const long = "d".repeat(900);

afterEach(() => {
  resizeWindow(1024, { notify: false });
});

describe("PageCard", () => {
  it("shows the name with its first letter capitalised, linked by name and arrow to /{city}/{slug}", async () => {
    const page = makePage({ name: "metro transit authority", slug: "metro-transit" });
    const { router } = renderInRouter(<PageCard page={page} />);

    const heading = await screen.findByRole("heading", { level: 3 });
    expect(heading).toHaveTextContent("Metro transit authority");
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/rivermouth/metro-transit");
    expect(screen.getByRole("img", { name: "Metro transit authority" })).toHaveAttribute("loading", "lazy");

    await userEvent.click(screen.getByRole("link", { name: "Open Metro transit authority" }));
    expect(router.state.location.pathname).toBe("/rivermouth/metro-transit");
  });

  it("truncates the description at 500 characters above 640 px", async () => {
    resizeWindow(641, { notify: false });
    renderInRouter(<PageCard page={makePage({ description: long })} />);
    expect(await screen.findByText(`${"d".repeat(500)}…`)).toBeInTheDocument();
  });

  it("truncates the description at 250 characters at 640 px, starting collapsed", async () => {
    resizeWindow(640, { notify: false });
    renderInRouter(<PageCard page={makePage({ description: long })} />);
    expect(await screen.findByText(`${"d".repeat(250)}…`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
  });

  it("re-evaluates the limit on resize and toggles with Show more / Show less", async () => {
    resizeWindow(1280, { notify: false });
    renderInRouter(<PageCard page={makePage({ description: long })} />);
    expect(await screen.findByText(`${"d".repeat(500)}…`)).toBeInTheDocument();

    act(() => resizeWindow(480));
    expect(screen.getByText(`${"d".repeat(250)}…`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(screen.getByText(long)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.getByText(`${"d".repeat(250)}…`)).toBeInTheDocument();
  });

  it("shows a short description whole, without a Show more button", async () => {
    renderInRouter(<PageCard page={makePage({ description: "Short and sweet." })} />);
    expect(await screen.findByText("Short and sweet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("shows social icons only for the links that exist", async () => {
    const page = makePage({
      name: "Metro Transit",
      socialMediaLinks: [
        { name: "instagram", link: "https://instagram.com/metro" },
        { name: "tiktok", link: "" },
      ],
    });
    renderInRouter(<PageCard page={page} />);
    expect(await screen.findByRole("link", { name: "Metro Transit on Instagram" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Metro Transit on TikTok" })).not.toBeInTheDocument();
  });

  it("shows the actions the route hands in (Submit Motion) beside the arrow link", async () => {
    renderInRouter(<PageCard page={makePage({ name: "Metro" })} actions={<button type="button">Submit Motion</button>} />);
    const action = await screen.findByRole("button", { name: "Submit Motion" });
    expect(action.parentElement).toContainElement(screen.getByRole("link", { name: "Open Metro" }));
  });

  it("lets an Arabic name and description run right to left inside the card", async () => {
    const page = makePage({ name: "بلدية المدينة", description: "نستمع إلى سكان المدينة ونرد على مقترحاتهم كل شهر." });
    renderInRouter(<PageCard page={page} />);
    const heading = await screen.findByRole("heading", { level: 3, name: "بلدية المدينة" });
    expect(heading).toHaveAttribute("dir", "auto");
    expect(screen.getByText("نستمع إلى سكان المدينة ونرد على مقترحاتهم كل شهر.")).toHaveAttribute("dir", "auto");
    expect(screen.getByRole("article")).not.toHaveAttribute("dir");
  });
});
