import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// Keyboard-only helpers: moving focus with Tab, and checking that focus can be seen where it lands.

/**
 * In the page: whether the focused element shows its focus — an opaque outline or a ring (box-shadow) of
 * its own, or, for a card whose whole area is one stretched link, a focus-within ring on the card.
 */
function focusStyleOf(el: Element) {
  const cs = getComputedStyle(el);
  const transparent = (color: string) => color === "transparent" || /rgba\(.*,\s*0\)$/.test(color);
  const name = (el.getAttribute("aria-label") ?? el.textContent ?? (el as HTMLInputElement).name ?? "").trim().slice(0, 50);
  const own =
    (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 1 && !transparent(cs.outlineColor)) || cs.boxShadow !== "none";
  let card = false;
  for (let a = el.parentElement, i = 0; a && i < 4 && !card; a = a.parentElement, i++) {
    card = a.matches(":focus-within") && /focus-within:(ring|outline)/.test(a.getAttribute("class") ?? "");
  }
  return { element: `${el.tagName.toLowerCase()} "${name}"`, visible: own || card };
}

// Installed as source (CDP evaluation, so the app's CSP, which forbids eval, does not apply).
const install = (page: Page) => page.evaluate(`window.focusStyleOf = ${focusStyleOf.toString()}`);
type ProbeWindow = { focusStyleOf: typeof focusStyleOf; tabProbe: { seen: string[]; unseen: string[] } };

/** The element with focus draws a focus indicator. */
export async function expectVisibleFocus(page: Page, where: string) {
  await install(page);
  const style = await page.evaluate(() => (window as unknown as ProbeWindow).focusStyleOf(document.activeElement!));
  const { element, visible } = style;
  expect(element, `something other than the page has focus at ${where}`).not.toMatch(/^body /);
  expect(visible, `visible focus on ${element} at ${where}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${back ? "Shift+Tab" : "Tab"} within ${max} presses`).toBeFocused({ timeout: 1 });
}

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "iframe",
  "[tabindex]",
  "[contenteditable=true]",
].join(",");

/**
 * Tabs from the top of the page through to its end and fails unless every link and control that is
 * on screen when it starts received focus, each with a visible focus indicator. Elements added while
 * tabbing (a lazily loaded form) may be visited too; they are not required.
 */
export async function expectTabReachesEverything(page: Page) {
  await install(page);
  const expected = await page.evaluate((selector) => {
    const w = window as unknown as ProbeWindow;
    const styleOf = w.focusStyleOf;
    const candidates = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }) && !el.closest("[inert]"),
    );
    candidates.forEach((el, index) => el.setAttribute("data-tab-probe", String(index)));
    w.tabProbe = { seen: [], unseen: [] };
    document.addEventListener("focusin", (event) => {
      const el = event.target as HTMLElement;
      const id = el.getAttribute?.("data-tab-probe");
      if (id) w.tabProbe.seen.push(id);
      // Measured at once; a ring that is still transitioning in (0.01 ms under reduced motion) gets a
      // second look one frame later if focus is still there.
      if (styleOf(el).visible) return;
      requestAnimationFrame(() => {
        const style = styleOf(el);
        if (!style.visible || document.activeElement !== el) w.tabProbe.unseen.push(style.element);
      });
    });
    return candidates.map((el) => `${el.getAttribute("data-tab-probe")}: ${styleOf(el).element}`);
  }, FOCUSABLE);
  expect(expected.length, "the page has links and controls").toBeGreaterThan(0);

  const progress = () => page.evaluate(() => (window as unknown as ProbeWindow).tabProbe);
  for (let presses = 0; presses < expected.length * 2 + 20; presses += 10) {
    for (let i = 0; i < 10; i++) await page.keyboard.press("Tab");
    if (new Set((await progress()).seen).size >= expected.length) break;
  }
  const { seen, unseen } = await progress();
  // An element the page replaced while tabbing (a Load more button once more had loaded) is not owed a visit.
  const gone = await page.evaluate(
    (ids) => ids.filter((id) => !document.querySelector(`[data-tab-probe="${id}"]`)),
    expected.map((e) => e.split(":")[0]!),
  );
  const missed = expected.filter((entry) => !seen.includes(entry.split(":")[0]!) && !gone.includes(entry.split(":")[0]!));
  expect(missed, "links and controls Tab never reached").toEqual([]);
  expect([...new Set(unseen)], "focused without a visible focus indicator").toEqual([]);
}
