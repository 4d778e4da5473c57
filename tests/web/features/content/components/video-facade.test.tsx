import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VideoFacade } from "../../../../../web/src/features/content/components/video-facade";
import { stubApi } from "../../../support/stub-api";

afterEach(() => vi.unstubAllGlobals());

const youtube = { provider: "youtube" as const, id: "abc123XYZ_-", title: "The Plaza method", watchUrl: "https://www.youtube.com/@plazacivic" };
const tiktok = { provider: "tiktok" as const, id: "7301234567890123456", title: "Day 1 of 62", watchUrl: "https://www.tiktok.com/@plaza.civic" };

describe("VideoFacade", () => {
  it("shows only a local poster and a play button: no iframe, no request", () => {
    const { requests } = stubApi(() => ({ body: {} }));
    const { container } = render(<VideoFacade video={youtube} poster="/poster.svg" />);

    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "/poster.svg");
    expect(screen.getByRole("button", { name: "Play video: The Plaza method (loads from YouTube)" })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("inserts YouTube's privacy-enhanced player only on click, and moves focus into it", async () => {
    const { container } = render(<VideoFacade video={youtube} poster="/poster.svg" />);
    await userEvent.click(screen.getByRole("button", { name: /Play video/ }));

    const frame = container.querySelector("iframe")!;
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc123XYZ_-?autoplay=1&rel=0");
    expect(frame).toHaveAttribute("title", "The Plaza method");
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Play video/ })).not.toBeInTheDocument();
  });

  it("uses TikTok's embed player for short videos", async () => {
    const { container } = render(<VideoFacade video={tiktok} poster="/poster.svg" />);
    expect(container.querySelector("iframe")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Play video: Day 1 of 62 (loads from TikTok)" }));
    expect(container.querySelector("iframe")).toHaveAttribute("src", "https://www.tiktok.com/player/v1/7301234567890123456?autoplay=1");
  });

  it("offers the video's page as a plain link too", () => {
    render(<VideoFacade video={tiktok} poster="/poster.svg" />);
    expect(screen.getByRole("link", { name: /Open on TikTok/ })).toHaveAttribute("href", "https://www.tiktok.com/@plaza.civic");
  });
});
