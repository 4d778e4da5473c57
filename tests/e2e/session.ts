import type { Page } from "@playwright/test";

// Signing a browser in the way the app does after a login: the token in local storage, before any page
// script runs. Tests whose subject is not the login itself start this way.

/**
 * A member's token under `token`, put back on every page load. A test whose member's token then changes
 * (a new password, a deleted account) calls the answer's `dispose()`, so later loads keep what the app stored.
 */
export async function signIn(page: Page, token: string) {
  return page.addInitScript((value) => window.localStorage.setItem("token", value), token);
}

/** An admin's token under `adminToken`, an editor's under `editorToken`. */
export async function signInStaff(page: Page, kind: "admin" | "editor", token: string) {
  const key = kind === "admin" ? "adminToken" : "editorToken";
  await page.addInitScript(([k, v]) => window.localStorage.setItem(k!, v!), [key, token]);
}
