import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// Each test starts clean: nothing rendered, no stubbed fetch, and no toast left in sonner's module-level
// store from the test before.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.dismiss();
});

// jsdom has no layout, so it does not implement scrolling; the router restores scroll on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
