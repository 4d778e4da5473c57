import { pagePath } from "../../worker/contract/addresses";
import { adminToken, newMotion, newPage, signedInMember, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";
import { showAllHomePages } from "./landing";

test("home lists the motion pages in home order and leads to a page with its motions", async ({ page, api }) => {
  // Home order is the admin's display order (lower first), then the name (README.md, decision 3): three
  // pages of this test's, made in an order that is neither.
  const tag = uniqueTag();
  const token = await adminToken(api);
  const birch = await newPage(api, { name: `Birch Lane ${tag}`, sortRank: 1000, token });
  const alder = await newPage(api, { name: `Alder Lane ${tag}`, sortRank: 1000, token });
  const quay = await newPage(api, { name: `Quayside Walk ${tag}`, sortRank: 999, token });
  const motion = await newMotion(api, await signedInMember(api), quay._id);
  const ours = [quay.name, alder.name, birch.name];

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Motion Campaigns" })).toBeVisible();
  await showAllHomePages(page);
  const cardHeadings = page.getByRole("region", { name: "Motion Campaigns" }).getByRole("heading", { level: 3 });
  await expect.poll(async () => (await cardHeadings.allInnerTexts()).filter((name) => ours.includes(name))).toEqual(ours);

  await page.getByRole("link", { name: quay.name, exact: true }).first().click();
  await expect(page).toHaveURL(pagePath(quay));
  await expect(page.getByRole("heading", { level: 1, name: quay.name })).toBeVisible();
  await expect(page.locator("article", { hasText: motion.idea.slice(0, 40) }).getByText("See Score Analysis")).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(quay.name));
});

test("a motion card opens and closes its analysis", async ({ page, api }) => {
  const entity = await newPage(api);
  const motion = await newMotion(api, await signedInMember(api), entity._id);
  await page.goto("/motions");
  // Newest first, so the motion this test just made is on the first page of the list.
  await page.getByLabel("Sort By").selectOption("Latest");
  const card = page.locator("article", { hasText: motion.idea.slice(0, 40) });
  await card.getByRole("button", { name: "See Score Analysis" }).click();
  await expect(card.getByRole("button", { name: "Hide Score Analysis" })).toHaveAttribute("aria-expanded", "true");
  await card.getByRole("button", { name: "Hide Score Analysis" }).click();
  await expect(card.getByRole("button", { name: "See Score Analysis" })).toHaveAttribute("aria-expanded", "false");
});

test.describe("an unknown motion page", () => {
  // Chromium logs the document's own 404: the server drew the not-found screen (server-render.spec.ts checks
  // that the browser does not ask the API again).
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("shows a not-found screen with a way home", async ({ page }) => {
    await page.goto("/no-such-page-here");
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /home|motion pages/i }).first()).toBeVisible();
  });
});
