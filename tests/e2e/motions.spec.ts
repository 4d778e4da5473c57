import { expect, test } from "./fixtures";

test("/motions changes sort and scrolls to the end of the list", async ({ page, request }) => {
  const byVotes = (await (await request.get("/api/idea?sort=Votes&limit=1")).json()) as { motions: { idea: string }[] };
  const latest = (await (await request.get("/api/idea?sort=Latest&limit=1")).json()) as { motions: { idea: string }[] };

  await page.goto("/motions");
  await expect(page.getByRole("heading", { name: "All Motions" })).toBeVisible();
  await expect(page.getByText("Discover and explore community motions")).toBeVisible();

  const sort = page.getByLabel("Sort By");
  await expect(sort).toHaveValue("A.I");
  await sort.selectOption("Votes");
  await expect(page.locator("article").first()).toContainText(byVotes.motions[0]!.idea.slice(0, 40));
  await sort.selectOption("Latest");
  await expect(page.locator("article").first()).toContainText(latest.motions[0]!.idea.slice(0, 40));

  // Infinite scroll: keep going to the bottom until the end message shows.
  const end = page.getByText("That's all, folks!");
  for (let i = 0; i < 30 && !(await end.isVisible()); i++) {
    await page.keyboard.press("End");
    await page.waitForTimeout(250);
  }
  await expect(end).toBeVisible();
  const total = await page.locator("article").count();
  expect(total).toBeGreaterThanOrEqual(60);
});
