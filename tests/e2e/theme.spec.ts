import { expect, test } from "./fixtures";

test("the theme choice persists across a reload without a flash", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);

  // On a phone the theme button is in the side menu; the header's own copy is then covered by its overlay.
  const menuButton = page.getByRole("button", { name: /open menu/i });
  const phone = await menuButton.isVisible();
  if (phone) await menuButton.click();
  await (phone ? page.getByRole("dialog") : page).getByRole("button", { name: /dark theme|dark mode/i }).first().click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  // The class is set by a blocking script before React renders, so it is there at first paint.
  await expect(html).toHaveClass(/dark/);
});
