import { expect, test } from "./fixtures";

type Entity = { slug: string; name: string };

test("/pages searches by name and the result page survives a reload", async ({ page, request }) => {
  const [target] = (await (await request.get("/api/entity")).json()) as Entity[];
  const term = target!.name.split(/\s+/).find((w) => w.length > 3) ?? target!.name;

  await page.goto("/pages");
  await expect(page.getByRole("heading", { name: "Motion Pages" })).toBeVisible();
  const box = page.getByPlaceholder("Search motion pages...");
  const button = page.getByRole("button", { name: "Search", exact: true });
  await expect(button).toBeDisabled();
  await box.fill("   ");
  await expect(button).toBeDisabled();
  await box.fill(term.toUpperCase());
  await box.press("Enter");

  await expect(page).toHaveURL(`/pages/search/${encodeURIComponent(term.toUpperCase())}`);
  await expect(page.getByRole("heading", { name: /Results for/ })).toContainText(term.toUpperCase());
  await expect(page.getByText(target!.name).first()).toBeVisible();

  await page.reload();
  await expect(page.getByText(target!.name).first()).toBeVisible();
  await page.getByRole("button", { name: "Back to Pages" }).or(page.getByRole("link", { name: "Back to Pages" })).click();
  await expect(page).toHaveURL("/pages");
});

test("a search with no match says so", async ({ page }) => {
  await page.goto("/pages/search/zzzz-nothing-matches");
  await expect(page.getByText("No pages found")).toBeVisible();
});

test("/pages scrolls to End of Pages", async ({ page }) => {
  await page.goto("/pages");
  const end = page.getByText("End of Pages");
  for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
    await page.keyboard.press("End");
    await page.waitForTimeout(250);
  }
  await expect(end).toBeVisible();
});

test("a motion page deep link survives a reload", async ({ page, request }) => {
  const [target] = (await (await request.get("/api/entity")).json()) as Entity[];
  await page.goto(`/${target!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: target!.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: target!.name })).toBeVisible();
});
