import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { bearer, expectBody } from "./api";
import { adminToken, seedImage, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";
import { signInStaff } from "./session";

// User text has no upper bound on its words: a name or bio holding a long word or a pasted URL must wrap
// inside its card, never widen the document. Checked on every screen that shows a page's name and bio, at
// the config's two widths (1280 px and 390 px).

// 60 letters with no break opportunity, and a 230-character URL made of one unbroken token.
const LONG_WORD = "Neighbourhoodassociation".repeat(3).slice(0, 60);
const LONG_URL = `https://city.example.gov/documents?reference=${"a1b2c3d4e5".repeat(30)}`.slice(0, 230);

/** No sideways scroll: the document is no wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${path} is ${scrollWidth}px wide at ${width}px`).toBeLessThanOrEqual(width);
}

test("a page with a long word and a long URL in its name and bio stays within the viewport", async ({ page, api }) => {
  const tag = uniqueTag();
  const name = `aardvark ${tag} ${LONG_WORD}`;
  const bio = `${LONG_WORD} ${LONG_URL} Neighbours meet here to propose changes to their streets, parks and services.`;
  const token = await adminToken(api);
  const image = new File([readFileSync(seedImage("park.webp"))], "park.webp", { type: "image/webp" });
  // Order 1 and a name starting with "a" put it among the first pages on the home list and on /pages.
  const form = { name, bio, image, link1: LONG_URL, sortRank: "1" };
  const added = (await expectBody(api.entity.add.$post({ form }, bearer(token)), 201)).entity;
  await signInStaff(page, "admin", token);

  const paths = ["/", "/pages", `/pages/search/${tag}`, `/${added.slug}`, `/admin/pages/${added._id}`];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByText(tag).first()).toBeVisible();
    await expect(page.getByText("city.example.gov/documents").first()).toBeVisible(); // the bio is in as well
    await expectNoSidewaysScroll(page, path);
  }
});

test("the home page's Get in Touch section sits in the page's column", async ({ page }) => {
  await page.goto("/");
  // Horizontal positions only, so no scrolling is needed (the list above may still be loading).
  const heading = (await page.getByRole("heading", { name: "Get in Touch" }).boundingBox())!;
  const link = (await page.getByRole("link", { name: "More ways to reach us and quick answers" }).boundingBox())!;
  expect(heading.x, "the heading is inset from the left edge").toBeGreaterThan(0);
  expect(link.x + link.width, "the link ends inside the viewport").toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page, "/");
});
