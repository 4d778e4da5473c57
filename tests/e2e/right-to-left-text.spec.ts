import { pagePath } from "../../worker/contract/addresses";
import type { Locator } from "@playwright/test";
import { newPage, signedInMember } from "./factories";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

// Text a person typed takes its own direction (dir="auto"): a motion written in Arabic reads right to left,
// while the page around it stays left to right. At both widths of the config (1280 px and 390 px), in both
// themes; the screenshots are for a person to look at (test-results/).

const ARABIC = "نريد ممرات آمنة للدراجات في شارع المدينة الرئيسي قبل الصيف";

const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

/** How far the text's first line sits from its element's right and left edges. */
const firstLineGaps = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const line = range.getClientRects()[0]!;
    const box = element.getBoundingClientRect();
    return { right: box.right - line.right, left: line.left - box.left };
  });

test("a motion written in Arabic reads right to left on its card, in a page laid out left to right", async ({ page, api }, testInfo) => {
  const member = await signedInMember(api, "Yasmin Haddad", "Cedar-Lane-64");
  const entity = await newPage(api);
  await signIn(page, member.token);
  await page.goto(pagePath(entity));

  await page.getByRole("button", { name: "Submit Motion", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Motion" });
  const field = dialog.getByLabel("Motion");
  await field.fill(ARABIC);
  expect(await direction(field), "the field follows what is typed").toBe("rtl");
  await dialog.getByRole("button", { name: "Add Motion" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  for (const theme of ["light", "dark"]) {
    await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
    await page.reload();
    const card = page.locator("article", { hasText: ARABIC });
    const text = card.getByText(ARABIC, { exact: true });
    await expect(text).toBeVisible();
    expect(await direction(text), "the motion's text").toBe("rtl");
    // Right to left means it starts at the right edge of its paragraph.
    expect((await firstLineGaps(text)).right).toBeLessThan(2);
    expect(await direction(card), "the card around it").toBe("ltr");
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe("ltr");
    // The card's controls stay where a left-to-right page has them: Upvote, then Downvote, from the left.
    const up = (await card.getByRole("button", { name: /^Upvote/ }).boundingBox())!;
    const down = (await card.getByRole("button", { name: /^Downvote/ }).boundingBox())!;
    expect(up.x).toBeLessThan(down.x);
    // Nothing leaves the card, nothing scrolls sideways.
    const cardBox = (await card.boundingBox())!;
    const textBox = (await text.boundingBox())!;
    expect(textBox.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(textBox.x + textBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `${scrollWidth}px wide at ${innerWidth}px`).toBeLessThanOrEqual(innerWidth);
    await card.screenshot({ path: testInfo.outputPath(`arabic-card-${page.viewportSize()!.width}-${theme}.png`) });
  }
});
