import { expectTabReachesEverything } from "./keyboard";
import { expect, test } from "./fixtures";
import { PUBLIC_PATHS } from "./public-paths";

// Someone without a mouse can reach every link and control of each public page with Tab, and every one of
// them shows where focus is — at both widths (at 390 px the header's links live in the side menu, so the
// page offers the menu button instead).
test.use({ reducedMotion: "reduce" });

// /motions is walked by keyboard in keyboard-journeys.spec.ts (voting with Space and Enter).
const PAGES = PUBLIC_PATHS.filter((path) => path !== "/motions");

for (const path of PAGES) {
  test(`Tab reaches every link and control on ${path}, each with visible focus`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectTabReachesEverything(page);
  });
}
