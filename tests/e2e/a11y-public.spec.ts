import type { Page } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { expect, test } from "./fixtures";
import { revealHomeContactForm } from "./landing";
import { PUBLIC_PATHS } from "./public-paths";

// axe-core (WCAG 2.2 AA) on every public route, light and dark, at both widths (the config's projects).
// Reduced motion: landing blocks then show at once instead of waiting, hidden, for their entrance — so
// axe checks every block's final colours rather than skipping the ones still off screen.
test.use({ reducedMotion: "reduce" });

type Entity = { slug: string; name: string };

async function openFirstAnalysis(page: Page) {
  await page.getByRole("button", { name: "See AI Score Analysis" }).first().click();
  await expect(page.getByRole("button", { name: "Hide AI Score Analysis" }).first()).toBeVisible();
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

const ROUTES = [...PUBLIC_PATHS, "/pages/search/<term>", "/<slug>"];

for (const route of ROUTES) {
  test(`axe: ${route}`, async ({ page, request }) => {
    const [entity] = (await (await request.get("/api/entity")).json()) as Entity[];
    const term = entity!.name.split(/\s+/).find((word) => word.length > 3)!;
    await page.goto(route.replace("<slug>", entity!.slug).replace("<term>", encodeURIComponent(term)));
    await prepare[route]?.(page);
    await settle(page);
    await expectNoAxeViolationsInBothThemes(page, route);
  });
}

test.describe("not found", () => {
  // The browser logs the API's 404 for the unknown slug; the screen handles it.
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("axe: an unknown path", async ({ page }) => {
    await page.goto("/no-such-page-here");
    await expect(page.getByText("404")).toBeVisible();
    await settle(page);
    await expectNoAxeViolationsInBothThemes(page, "not found");
  });
});
