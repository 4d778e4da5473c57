import { pagePath } from "../../worker/contract/addresses";
import { newPage, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";

test("/pages searches by name and the result page survives a reload", async ({ page, api }) => {
  const term = uniqueTag();
  const target = await newPage(api, { name: `Orchard Row ${term}` });

  await page.goto("/pages");
  await expect(page.getByRole("heading", { name: "Motion Pages" })).toBeVisible();
  const box = page.getByPlaceholder("Search motion pages...");
  const button = page.getByRole("button", { name: "Search", exact: true });
  await expect(button).toBeDisabled();
  await box.fill("   ");
  await expect(button).toBeDisabled();
  // Upper case: the search ignores case.
  await box.fill(term.toUpperCase());
  await box.press("Enter");

  await expect(page).toHaveURL(`/pages/search/${encodeURIComponent(term.toUpperCase())}`);
  await expect(page.getByRole("heading", { name: /Results for/ })).toContainText(term.toUpperCase());
  await expect(page.getByText(target.name).first()).toBeVisible();

  await page.reload();
  await expect(page.getByText(target.name).first()).toBeVisible();
  await page.getByRole("button", { name: "Back to Pages" }).or(page.getByRole("link", { name: "Back to Pages" })).click();
  await expect(page).toHaveURL("/pages");
});

test("a search with no match says so", async ({ page }) => {
  await page.goto("/pages/search/zzzz-nothing-matches");
  await expect(page.getByText("No pages found")).toBeVisible();
});

test("/pages scrolls to End of Pages", async ({ page, api }) => {
  const last = await newPage(api, { name: `Zephyr Close ${uniqueTag()}`, sortRank: 1000 });
  await page.goto("/pages");
  await expect(page.getByRole("heading", { name: "Motion Pages" })).toBeVisible();
  // Each press of End brings the list's end into view and the next page loads; pressed again until the
  // list says it has no more.
  const end = page.getByText("End of Pages");
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(last.name).first()).toBeVisible();
});

test("a motion page deep link survives a reload", async ({ page, api }) => {
  const target = await newPage(api);
  await page.goto(pagePath(target));
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
});
