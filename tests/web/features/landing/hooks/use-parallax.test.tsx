import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Hero } from "../../../../../web/src/features/landing/components/hero";
import { PARALLAX_MAX, PARALLAX_MIN, parallaxOffset } from "../../../../../web/src/features/landing/hooks/use-parallax";
import { renderInRouter } from "../../../support/render-in-router";
import { stubReducedMotion } from "../motion-preferences";

// Animation frames are queued as a browser would and run when the test says a frame has passed.
let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((run) => run(0));
};

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    fireEvent.scroll(window);
    fireEvent.scroll(window); // a burst of events still costs one frame
    nextFrame();
  });

beforeEach(() => {
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => frames.push(run));
  vi.stubGlobal("cancelAnimationFrame", () => {});
});

afterEach(() => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  vi.unstubAllGlobals();
});

describe("parallaxOffset", () => {
  it("is clamped between −40 and 60 px", () => {
    expect([PARALLAX_MIN, PARALLAX_MAX]).toEqual([-40, 60]);
    expect(parallaxOffset(0)).toBe(0);
    expect(parallaxOffset(100)).toBe(30);
    expect(parallaxOffset(5_000)).toBe(60);
    // Overscroll ("rubber band") gives negative positions.
    expect(parallaxOffset(-1_000)).toBe(-40);
  });
});

describe("hero parallax", () => {
  it("moves the hero's backdrop with the scroll, never past the clamp", async () => {
    stubReducedMotion(false);
    renderInRouter(<Hero />);
    const layer = await screen.findByTestId("hero-parallax");

    scrollTo(100);
    expect(layer.style.transform).toBe("translate3d(0, 30px, 0)");
    expect(frames).toHaveLength(0);
    scrollTo(4_000);
    expect(layer.style.transform).toBe("translate3d(0, 60px, 0)");
    scrollTo(-400);
    expect(layer.style.transform).toBe("translate3d(0, -40px, 0)");
  });

  it("stays still under prefers-reduced-motion and does not listen to scrolling", async () => {
    stubReducedMotion(true);
    const listen = vi.spyOn(window, "addEventListener");
    renderInRouter(<Hero />);
    const layer = await screen.findByTestId("hero-parallax");

    scrollTo(300);
    expect(layer.style.transform).toBe("");
    expect(listen.mock.calls.filter(([type, , options]) => (type as string) === "scroll" && (options as AddEventListenerOptions)?.passive)).toHaveLength(0);
    listen.mockRestore();
  });

  it("listens passively, so scrolling is never held up", async () => {
    stubReducedMotion(false);
    const listen = vi.spyOn(window, "addEventListener");
    renderInRouter(<Hero />);
    await screen.findByTestId("hero-parallax");
    expect(listen).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
    listen.mockRestore();
  });
});
