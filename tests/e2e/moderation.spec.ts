import { motionPath, pagePath } from "../../worker/contract/addresses";
import { moderationMessages } from "../../worker/contract/moderation";
import { expectBody } from "./api";
import { editorToken, establishedMember, uniqueTag, vote } from "./factories";
import { expect, test } from "./fixtures";
import { authoredMotion, report } from "./moderation";
import { signIn, signInStaff } from "./session";

// Moderation end to end (README.md, "Moderation"): three members whose reports count report a member's motion
// (the third through the Report dialog, by keyboard alone), which hides it at once; it leaves the lists and its permalink says
// why; its author appeals on the permalink; an editor restores it from the queue; it is public again with
// its votes as they were.

test.use({ reducedMotion: "reduce" });

test("reported three times, a motion is hidden; its author appeals and an editor restores it, votes intact", async ({ page, api }) => {
  const { author, entity, motion, text } = await authoredMotion(api, `Close Harbor Road to cars ${uniqueTag()} on Sundays from May to September.`);
  // Members of long standing (seeded months ago, with votes of their own): a new account's report would not count.
  const [first, second, third] = await Promise.all([20, 21, 22].map((i) => establishedMember(api, i)));
  await vote(api, first, motion._id, "up");
  await vote(api, second, motion._id, "down");
  await report(api, first, motion._id, "spam");
  await report(api, second, motion._id, "spam");

  // The third report, through the dialog, by keyboard.
  await signIn(page, third.token);
  await page.goto(pagePath(entity));
  const card = page.locator("article", { hasText: text });
  await card.getByRole("button", { name: "Report this motion" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Report this motion" });
  await expect(dialog.getByRole("radio", { name: "Spam or advertising" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("textbox", { name: "Note for the moderators (optional)" })).toBeFocused();
  await page.keyboard.type("A cut-and-paste advert.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Send report" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(moderationMessages.reported)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("button", { name: "Report this motion" })).toBeFocused();

  // Hidden at once: gone from the lists, and its permalink explains, to anyone.
  await page.addInitScript(() => window.localStorage.removeItem("token"));
  await page.goto(pagePath(entity));
  await expect(page.getByText("No motions yet")).toBeVisible();
  const listed = await expectBody(api.idea.$get({ query: { sort: "Latest", limit: "50" } }), 200);
  expect(listed.motions.map((m) => m._id)).not.toContain(motion._id);
  await page.goto(motionPath({ _id: motion._id, entity }));
  await expect(page.getByText("Hidden by the moderators: Spam or advertising")).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Vote on this motion" })).toHaveAccessibleDescription("Voting is closed while this motion is hidden.");
  await expect(page.getByRole("button", { name: "Upvote (1)" })).toHaveAttribute("aria-disabled", "true");

  // Its author reads it, and appeals.
  await signIn(page, author.token);
  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
  const panel = page.getByRole("region", { name: "Hidden while the moderators review reports" });
  await panel.getByRole("textbox", { name: "Your appeal" }).fill("This is a real proposal for the road on this page, not an advert at all.");
  await panel.getByRole("button", { name: "Send appeal" }).click();
  await expect(page.getByText(moderationMessages.appealed)).toBeVisible();
  const appealed = page.getByRole("region", { name: "Appealed" });
  await expect(appealed).toContainText("Waiting for a moderator. Appeals are reviewed first.");
  await expect(appealed.getByRole("textbox")).toHaveCount(0);

  // An editor restores it from the queue (appeals come first).
  await signInStaff(page, "editor", await editorToken(api));
  await page.goto("/editor/moderation");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /^Moderation, \d+ waiting$/ })).toBeVisible();
  const item = page.getByRole("article").filter({ hasText: text });
  await expect(item).toContainText("Appealed");
  await expect(item).toContainText("This is a real proposal for the road");
  await expect(item).toContainText("Spam or advertising · 3 reports");
  await expect(item).toContainText("A cut-and-paste advert.");
  await item.getByRole("button", { name: "Restore this motion" }).click();
  await expect(page.getByText(moderationMessages.decided)).toBeVisible();
  await expect(item).toHaveCount(0);

  // Public again, in the lists, with its votes as they were.
  const shown = (await expectBody(api.idea[":id"].$get({ param: { id: motion._id } }), 200)).motion;
  expect(shown).toMatchObject({ hidden: false, idea: text, votes: { count: 1 }, downVotes: { count: 1 } });
  const relisted = await expectBody(api.idea.$get({ query: { sort: "Latest", limit: "50" } }), 200);
  expect(relisted.motions.map((m) => m._id)).toContain(motion._id);
  await page.goto(pagePath(entity));
  const back = page.locator("article", { hasText: text });
  await expect(back.getByRole("button", { name: "Upvote (1)" })).toBeVisible();
  await expect(back.getByRole("button", { name: "Downvote (1)" })).toBeVisible();
});
