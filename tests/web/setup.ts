import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);

// jsdom has no layout, so it does not implement scrolling; the router restores scroll on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
