import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// findBy*/waitFor give up after this long. A cap, not a speed check: the first render of a lazily loaded
// module (the auth dialog) is transformed on demand, which takes seconds on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 20_000 });

// Test files share one jsdom (tests/vitest.config.ts, isolate: false): each file starts without the storage,
// cookies and root attributes (theme class, lang, dir) the file before it left.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(";")) {
  const name = cookie.split("=")[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);

// Each test starts clean: nothing rendered, no stubbed fetch, and no toast left in sonner's module-level
// store from the test before.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.dismiss();
});

// jsdom has no layout, so it does not implement scrolling; the router restores scroll on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
