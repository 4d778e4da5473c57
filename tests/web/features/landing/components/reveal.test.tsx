import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "../../../../../web/src/features/landing/components/reveal";
import { REVEAL_THRESHOLD } from "../../../../../web/src/features/landing/hooks/use-reveal";
import { installRecordingObserver, stubReducedMotion } from "../motion-preferences";

afterEach(() => vi.unstubAllGlobals());

const block = () => screen.getByText("The Fortress Is Crumbling").parentElement!;
const renderBlock = () => render(<Reveal><p>The Fortress Is Crumbling</p></Reveal>);

describe("Reveal", () => {
  it("watches for 15 % visibility", () => {
    const { created } = installRecordingObserver();
    renderBlock();
    expect(REVEAL_THRESHOLD).toBe(0.15);
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toEqual({ threshold: 0.15 });
  });

  it("shows content by default and keeps it shown when the observer never reports", () => {
    installRecordingObserver();
    renderBlock();
    expect(block()).toHaveAttribute("data-reveal", "visible");
    expect(block()).toBeVisible();
  });

  it("hides a block only once reported off screen, then animates it in at the threshold", () => {
    const { report } = installRecordingObserver();
    renderBlock();

    act(() => report({ isIntersecting: false }));
    expect(block()).toHaveAttribute("data-reveal", "hidden");

    // Entering the viewport by a sliver is not enough…
    act(() => report({ isIntersecting: true, intersectionRatio: 0.05 }));
    expect(block()).toHaveAttribute("data-reveal", "hidden");
    // …15 % is.
    act(() => report({ isIntersecting: true, intersectionRatio: 0.15 }));
    expect(block()).toHaveAttribute("data-reveal", "revealed");
  });

  it("never hides what is already on screen when the page opens", () => {
    const { report } = installRecordingObserver();
    renderBlock();
    act(() => report({ isIntersecting: true, intersectionRatio: 0.05 }));
    expect(block()).toHaveAttribute("data-reveal", "visible");
  });

  it("shows a waiting block at once when keyboard focus enters it", () => {
    const { report } = installRecordingObserver();
    render(
      <Reveal>
        <a href="/about">Learn More</a>
      </Reveal>,
    );
    act(() => report({ isIntersecting: false }));
    const link = screen.getByRole("link", { name: "Learn More" });
    expect(link.parentElement).toHaveAttribute("data-reveal", "hidden");
    act(() => link.focus());
    expect(link.parentElement).toHaveAttribute("data-reveal", "revealed");
  });

  it("uses no observer at all under prefers-reduced-motion", () => {
    stubReducedMotion(true);
    const { created } = installRecordingObserver();
    renderBlock();
    expect(created).toHaveLength(0);
    expect(block()).toHaveAttribute("data-reveal", "visible");
  });

  it("keeps content visible where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderBlock();
    expect(block()).toHaveAttribute("data-reveal", "visible");
  });
});
