import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ManifestoPage } from "../../../../../../web/src/features/content/components/manifesto/manifesto-page";
import { renderInRouter } from "../../../../support/render-in-router";

afterEach(() => vi.restoreAllMocks());

const renderManifesto = async () => {
  renderInRouter(<ManifestoPage />);
  await screen.findByRole("heading", { level: 1 });
};

const disclosure = (name: string) => screen.getByRole("button", { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;

describe("ManifestoPage", () => {
  it("opens at the top of the page", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    await renderManifesto();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it("has its sections, in order", async () => {
    await renderManifesto();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "The Social Revolution",
      "Defining The What: Your Great Narrative",
      "Why Attention Is Worth More Than Gold",
      "Why Does This Work SO Well",
      "More Examples of Storytelling Pages",
      "Key Insights",
    ]);
  });

  it("collapses the narrative, attention and examples sections until asked", async () => {
    await renderManifesto();
    for (const name of ["Defining The What: Your Great Narrative", "Why Attention Is Worth More Than Gold", "More Examples of Storytelling Pages"]) {
      const button = disclosure(name);
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(panelOf(button)).not.toBeVisible();

      await userEvent.click(button);
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(panelOf(button)).toBeVisible();

      await userEvent.click(button);
      expect(button).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("nests the daily account examples, grouped as MORNING, AFTER SHOWER and BEDTIME", async () => {
    await renderManifesto();
    await userEvent.click(disclosure("Why Attention Is Worth More Than Gold"));
    const examples = disclosure("Daily Video Account Examples");
    expect(panelOf(disclosure("Why Attention Is Worth More Than Gold"))).toContainElement(examples);
    expect(examples).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(examples)).not.toBeVisible();

    await userEvent.click(examples);
    const panel = panelOf(examples);
    expect(panel).toBeVisible();
    expect(within(panel).getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(["MORNING", "AFTER SHOWER", "BEDTIME"]);
  });

  it("tells the method: one video a day, the 62-day example and the $500 deposit as not yet live", async () => {
    await renderManifesto();
    expect(screen.getByText(/62 days in a row/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Skin in the game: the $500 deposit" })).toBeInTheDocument();
    expect(screen.getByText(/Plaza takes no payments or deposits today/)).toBeInTheDocument();
    // Illustrations, including the path to the flag inside the (closed) narrative section.
    expect(screen.getAllByRole("img", { hidden: true }).map((img) => img.getAttribute("aria-labelledby"))).toEqual(
      expect.arrayContaining(["path-to-flag-title", "flag-ecosystem-title"]),
    );
  });

  it("carries a local video that loads nothing before it is played", async () => {
    await renderManifesto();
    const video = document.querySelector("video")!;
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("controls");
    expect(video.querySelector("source")?.getAttribute("src")).toMatch(/path-to-the-flag.*\.webm$/);
    expect(video).toHaveAccessibleDescription(/62 days in nine seconds/);
  });

  it("links to Plaza's social profiles in new tabs", async () => {
    await renderManifesto();
    const tiktok = screen.getByRole("link", { name: /@plaza\.civic on TikTok/ });
    expect(tiktok).toHaveAttribute("href", "https://www.tiktok.com/@plaza.civic");
    expect(tiktok).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /@plazacivic on YouTube/ })).toHaveAttribute("href", "https://www.youtube.com/@plazacivic");
  });
});
