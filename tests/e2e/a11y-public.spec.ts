import type { Page } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { newMotion, newPage, signedInMember, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";
import { revealHomeContactForm } from "./landing";
import { PUBLIC_PATHS } from "./public-paths";

// axe-core (WCAG 2.2 AA) on every public route, light and dark, at both widths (the config's projects).
// Reduced motion: landing blocks then show at once instead of waiting, hidden, for their entrance — so
// axe checks every block's final colours rather than skipping the ones still off screen.
test.use({ reducedMotion: "reduce" });

async function openFirstAnalysis(page: Page) {
  await page.getByRole("button", { name: "See Score Analysis" }).first().click();
  await expect(page.getByRole("button", { name: "Hide Score Analysis" }).first()).toBeVisible();
}

// What a screen needs before the scan beyond loading: lazy parts brought in, closed parts opened.
const prepare: Record<string, (page: Page) => Promise<void>> = {
  "/": async (page) => {
    await revealHomeContactForm(page);
  },
  "/motions": openFirstAnalysis,
  "/<slug>": openFirstAnalysis,
  "/manifesto": async (page) => {
    // Every collapsible, the nested ones included (they appear when their parent opens).
    const closed = page.locator("main button[aria-expanded=false][aria-controls]");
    await expect(closed.first()).toBeVisible();
    for (let i = 0; i < 10 && (await closed.count()) > 0; i++) await closed.first().click();
    await expect(page.getByRole("heading", { name: "AFTER SHOWER" })).toBeVisible();
  },
  "/contact": async (page) => {
    // The form in its error state: the messages and invalid fields have to be readable too.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
  },
};

// A city's home and the nation's view, of the demo nation (README.md, "A nation of cities").
const ROUTES = [...PUBLIC_PATHS, "/pages/search/<term>", "/<slug>", "/rivermouth", "/norland"];

// The screens that list motion pages or motions show one this test made (a page; a page with a scored
// motion), so each scan covers a filled card whatever else the database holds.
const SHOWS_PAGES = new Set(["/", "/pages", "/pages/search/<term>"]);
const SHOWS_MOTIONS = new Set(["/motions", "/<slug>"]);

for (const route of ROUTES) {
  test(`axe: ${route}`, async ({ page, api }) => {
    const tag = uniqueTag();
    let path: string = route;
    if (SHOWS_PAGES.has(route) || SHOWS_MOTIONS.has(route)) {
      const entity = await newPage(api, { name: `Lantern Square ${tag}` });
      if (SHOWS_MOTIONS.has(route)) await newMotion(api, await signedInMember(api), entity._id);
      path = route.replace("<slug>", entity.slug).replace("<term>", tag);
    }
    await page.goto(path);
    await prepare[route]?.(page);
    await settle(page);
    await expectNoAxeViolationsInBothThemes(page, route);
  });
}

test.describe("not found", () => {
  // The browser logs the document's own 404 (the server drew the not-found screen).
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("axe: an unknown path", async ({ page }) => {
    await page.goto("/no-such-page-here");
    await expect(page.getByText("404")).toBeVisible();
    await settle(page);
    await expectNoAxeViolationsInBothThemes(page, "not found");
  });
});
