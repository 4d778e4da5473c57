import type { Page } from "@playwright/test";
import { newMotion, newPage, refreshCatalogue, signedInMember, uniqueTag, vote } from "./factories";
import { expect, test } from "./fixtures";

/** "in order" once every text is on a card and in the order given; otherwise where each one stands (-1: not shown). */
const order = async (page: Page, texts: string[]) => {
  const cards = await page.locator("article").allInnerTexts();
  const at = texts.map((text) => cards.findIndex((card) => card.includes(text)));
  return at.every((i, k) => i >= 0 && (k === 0 || at[k - 1]! < i)) ? "in order" : `at ${at.join(", ")}`;
};

test("/motions changes sort and scrolls to the end of the list", async ({ page, api }) => {
  // The walk to the end of the nation's list grows with every browser test's motions: on a loaded 2-core
  // machine it took 55 s at desktop width and over 60 s at phone width, so it gets a slow test's time.
  test.slow();
  // Three motions of this test's, made in this order, with a net vote of +1, 0 and -1: Latest lists them
  // last-made first, Votes by their votes, so each sort shows its own order.
  const tag = uniqueTag();
  const member = await signedInMember(api);
  const entity = await newPage(api);
  const made = [];
  for (const n of [1, 2, 3]) {
    made.push(await newMotion(api, member, entity._id, `Motion ${tag}-${n}: keep the library open until nine on weekday evenings.`));
  }
  const [first, second, third] = made.map((motion) => motion.idea.slice(0, 30));
  await vote(api, member, made[0]!._id, "up");
  await vote(api, member, made[2]!._id, "down");
  // /motions is national: its counts are the catalogue's, which the minute's refresh brings up to these votes.
  await refreshCatalogue();

  await page.goto("/motions");
  await expect(page.getByRole("heading", { name: "All Motions" })).toBeVisible();
  await expect(page.getByText("Discover and explore community motions")).toBeVisible();

  const sort = page.getByLabel("Sort By");
  await expect(sort).toHaveValue("A.I");
  await sort.selectOption("Latest");
  // Newest first: this test's motions are on the first page of the list.
  await expect.poll(() => order(page, [third!, second!, first!])).toBe("in order");

  // Infinite scroll: End brings the list's end into view and the next page loads, until the end message. The
  // nation's list holds every browser test's motions by now, page after page: End is pressed again as soon as a
  // quarter second passes without the end, so the walk takes as long as the pages take to load, not a second each.
  await sort.selectOption("Votes");
  const end = page.getByText("That's all, folks!");
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(end).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 150_000, intervals: [0] });
  await expect.poll(() => order(page, [first!, second!, third!])).toBe("in order");
});
