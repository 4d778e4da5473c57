import { expectTabReachesEverything } from "./keyboard";
import { expect, test } from "./fixtures";

// Issue 6: keyboard-only navigation reaches every link and control of each public page, and issue 7:
// every one of them shows where focus is. At 390 px the header's links live in the side menu, so the
// page offers the menu button instead; three pages with different parts (landing sections, collapsibles,
// forms) cover that width, which keeps the suite's time down.
test.use({ reducedMotion: "reduce" });

const PAGES = [
  "/",
  "/manifesto",
  "/about",
  "/team",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/how-scoring-works",
  "/pages",
];
const AT_PHONE_WIDTH = ["/", "/manifesto", "/contact"];

for (const path of PAGES) {
  test(`Tab reaches every link and control on ${path}, each with visible focus`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "phone" && !AT_PHONE_WIDTH.includes(path), "checked at desktop width");
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectTabReachesEverything(page);
  });
}
