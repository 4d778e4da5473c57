import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// WCAG 2.2 AA, the accessibility level the app is held to, as axe-core knows it: every rule tagged for A
// and AA up to 2.2.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The WCAG rules whose outcome depends on colour. The themes differ only in colour (the `dark` class swaps
// the colour tokens; markup, names, roles and layout are the same), so after a full scan in one theme the
// other theme needs only these — which keeps the suite's time reasonable.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

type Theme = "light" | "dark";

/**
 * Switches the theme the way the app does (the `dark` class on <html>, remembered under `theme`) without
 * reloading, so one screen with its dialog open can be checked in both themes. Reduced motion (set by the
 * a11y specs) makes the colour change immediate.
 */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => {
    window.localStorage.setItem("theme", value);
    document.documentElement.classList.toggle("dark", value === "dark");
  }, theme);
  // Colour transitions (0.01 ms under reduced motion) still report their start value until they have run:
  // wait two frames, then until none is left running (on a busy machine a frame can come late), so axe
  // reads the new theme's colours. Endless animations (a pulsing dot, a spinner) are not transitions.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
}

/**
 * Waits until the screen has settled (no request running, no skeleton left) so axe sees what a person
 * reads, not a loading frame.
 */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]:not([role="group"])')).toHaveCount(0);
  // Skeletons pulse in the line colour (the Live System card's green dot pulses for good).
  await expect(page.locator('[class*="animate-pulse"][class*="bg-line"]')).toHaveCount(0);
}

/**
 * Fails with a readable list (rule, impact, first elements) when axe finds any WCAG 2.2 AA violation —
 * of every rule, or of the colour rules only.
 */
async function expectNoAxeViolations(page: Page, what: string, { colourOnly = false } = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder).analyze();
  // Each node with axe's own reason (for contrast: the two colours and the ratio).
  const found = violations.map((v) => {
    const nodes = v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${[...n.any, ...n.all, ...n.none][0]?.message ?? ""}`);
    return `${v.id} (${v.impact}): ${v.help}\n    ${nodes.join("\n    ")}`;
  });
  expect(found, `axe violations on ${what}`).toEqual([]);
}

/**
 * The screen as it is now: every WCAG rule in the light theme, then the colour rules in the dark one.
 * `dark: false` leaves the dark theme out (a layout already checked dark at the other width).
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, what: string, { dark = true } = {}) {
  await applyTheme(page, "light");
  await expectNoAxeViolations(page, `${what} (light theme)`);
  if (!dark) return;
  await applyTheme(page, "dark");
  await expectNoAxeViolations(page, `${what} (dark theme)`, { colourOnly: true });
}
