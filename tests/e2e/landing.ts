import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Brings the landing page's Get in Touch form in: it loads once its section nears the viewport, and the
 * campaign list above may still be loading and push the section away again after a scroll, so this
 * scrolls until the form is there. Answers the form.
 */
export async function revealHomeContactForm(page: Page) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  await expect(async () => {
    await page.getByRole("heading", { name: "Get in Touch" }).scrollIntoViewIfNeeded();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return form;
}

/** The home list shows its first 24 pages: the rest, where other tests' pages push one past them, at one press. */
export async function showAllHomePages(page: Page) {
  await expect(page.getByRole("region", { name: "Motion Campaigns" }).getByRole("heading", { level: 3 }).first()).toBeVisible();
  const showAll = page.getByRole("button", { name: /^Show all \d[\d,]* motion pages$/ });
  if (await showAll.isVisible()) await showAll.click();
}
