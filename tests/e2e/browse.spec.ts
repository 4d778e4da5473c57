import { expect, test } from "./fixtures";

type Entity = { _id: string; slug: string; name: string };

test("home lists the motion pages in home order and leads to a page with its motions", async ({ page, request }) => {
  const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const cardHeadings = page.getByRole("region", { name: "Motion Campaigns" }).getByRole("heading", { level: 3 });
  let entities: Entity[] = [];
  // The list and the API are read at nearly the same moment; another test may add a page in between, so
  // a mismatch is read again rather than reported.
  await expect(async () => {
    entities = (await (await request.get("/api/entity")).json()) as Entity[];
    expect(entities.length).toBeGreaterThanOrEqual(6);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Motion Campaigns" })).toBeVisible();
    await expect(cardHeadings).toHaveText(entities.map((e) => capitalised(e.name)), { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });

  const first = entities[0]!;
  await page.getByRole("link", { name: capitalised(first.name), exact: true }).first().click();
  await expect(page).toHaveURL(`/${first.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByText("See AI Score Analysis").first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(first.name));
});

test("a motion card opens and closes its AI analysis", async ({ page }) => {
  await page.goto("/motions");
  const toggle = page.getByRole("button", { name: "See AI Score Analysis" }).first();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide AI Score Analysis" }).first()).toHaveAttribute("aria-expanded", "true");
});

test.describe("an unknown motion page", () => {
  // Chromium logs the API's 404 for the unknown slug; the page handles it with its not-found screen.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("shows a not-found screen with a way home", async ({ page }) => {
    await page.goto("/no-such-page-here");
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /home|motion pages/i }).first()).toBeVisible();
  });
});
