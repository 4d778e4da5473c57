import { motionPath, pagePath } from "../../worker/contract/addresses";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { bearer, expectBody } from "./api";
import { adminToken, newMotion, seedImage, signedInMember, uniqueTag } from "./factories";
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

  const paths = ["/", "/pages", `/pages/search/${tag}`, pagePath(added), `/admin/pages/${added._id}`];
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

// Every public route at 320, 390 and 1280 px, with a page and a motion holding a 300-character word and a
// 200-character URL among the first things those routes show. It sets its own widths, so both projects check the same.
const WORD_300 = "Participatorybudgeting".repeat(14).slice(0, 300);
const URL_200 = `https://city.example.gov/agenda?item=${"x9y8z7w6v5".repeat(20)}`.slice(0, 200);
const WIDTHS = [320, 390, 1280];

test("no public route scrolls sideways at 320, 390 or 1280 px with very long words", async ({ page, api }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const token = await adminToken(api);
  const image = new File([readFileSync(seedImage("park.webp"))], "park.webp", { type: "image/webp" });
  const form = { name: `aardvark ${tag} ${WORD_300.slice(0, 80)}`, bio: `${WORD_300} ${URL_200} Residents propose changes here.`, image, sortRank: "1" };
  const added = (await expectBody(api.entity.add.$post({ form }, bearer(token)), 201)).entity;
  const member = await signedInMember(api);
  const motion = await newMotion(api, member, added._id, `Publish every agenda item ${tag} online: ${WORD_300} ${URL_200}`);

  const paths = ["/", "/motions", "/pages", `/pages/search/${tag}`, pagePath(added), motionPath({ _id: motion._id, entity: added })];
  paths.push("/manifesto", "/about", "/team", "/contact", "/privacy-policy", "/terms-of-service", "/how-scoring-works", "/transparency");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
      if (path.includes(added.slug) || path.includes(tag)) await expect(page.getByText(tag).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth, `${path} is ${scrollWidth}px wide at ${innerWidth}px`).toBeLessThanOrEqual(innerWidth);
    }
  }
});
