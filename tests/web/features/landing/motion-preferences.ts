import { vi } from "vitest";

/**
 * jsdom has no matchMedia; the landing's motion effects ask it for prefers-reduced-motion. This puts in
 * one that answers `reduce` as told (any other query answers false). Undo with vi.unstubAllGlobals().
 */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

type Report = Partial<Pick<IntersectionObserverEntry, "isIntersecting" | "intersectionRatio">>;

/**
 * An IntersectionObserver that records the options it was created with and lets a test deliver a
 * report, as the browser would after layout or scrolling. Unlike the shared fake (which only says
 * "in view"), reveals need to hear "off screen" too.
 */
export function installRecordingObserver() {
  const created: { options?: IntersectionObserverInit; callback: IntersectionObserverCallback; targets: Element[]; live: boolean }[] = [];
  class RecordingObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { options, callback, targets: [] as Element[], live: true };
      created.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.live = false;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", RecordingObserver);

  /** Sends every live observer one report about each element it watches. */
  const report = ({ isIntersecting = false, intersectionRatio = isIntersecting ? 1 : 0 }: Report) => {
    for (const observer of created.filter((o) => o.live)) {
      const entries = observer.targets.map(
        (target) =>
          ({
            target,
            isIntersecting,
            intersectionRatio,
            rootBounds: { height: 800 },
            intersectionRect: { height: intersectionRatio * 400 },
          }) as unknown as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  };
  return { created, report };
}
