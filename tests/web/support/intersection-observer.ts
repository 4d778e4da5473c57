import { act } from "@testing-library/react";
import { vi } from "vitest";

// jsdom has no IntersectionObserver, and infinite lists load their next page only when a sentinel
// scrolls into view; this fake lets a test say when that happens.
const observers = new Set<IntersectionObserverCallback>();

class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}

/**
 * Puts the fake in place of the global; call in `beforeEach`. Observers left by an earlier test are
 * dropped so they cannot fire into a new render. Undo with `vi.unstubAllGlobals()`.
 */
export function installFakeIntersectionObserver() {
  observers.clear();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
}

/** Tells every observed sentinel it is now in view, as scrolling to the end of the list would. */
export function scrollToEnd() {
  act(() => observers.forEach((cb) => cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
}
