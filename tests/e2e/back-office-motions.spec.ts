import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { expectBody } from "./api";
import { editorToken, newMotion, newPage, signedInMember, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";
import { signInStaff } from "./session";

// The city's side of the loop: an editor sees how many motions wait, opens the inbox of one page filtered to
// those awaiting a first response (in the URL), answers one with a status change, and the public API shows
// the update. axe-clean on the inbox and the Respond dialog, light and dark, at both widths.

test.use({ reducedMotion: "reduce" });

test("an editor answers a motion from the back office and the public sees the new status", async ({ page, api }) => {
  const token = await editorToken(api);
  const author = await signedInMember(api);
  const entity = await newPage(api);
  const text = `Open the pool on Sunday mornings ${uniqueTag()} from June to August.`;
  const motion = await newMotion(api, author, entity._id, text);
  await signInStaff(page, "editor", token);

  await page.goto("/editor/pages");
  await expect(page.getByRole("region", { name: "Motions awaiting a response" })).toContainText("a first response");
  await page.goto(`/editor/motions?entity=${entity._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Motions" })).toBeVisible();
  await page.getByLabel("Awaiting a first response").check();
  await expect(page).toHaveURL(/awaiting=true/);
  const row = page.getByRole("article").filter({ hasText: text });
  await expect(row.getByText("No response yet")).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/editor/motions");

  await row.getByRole("button", { name: "Respond to this motion" }).click();
  const dialog = page.getByRole("dialog", { name: "Respond to this motion" });
  await dialog.getByLabel("Status", { exact: true }).selectOption("under_review");
  await dialog.getByLabel("Public response").fill("The aquatics team is checking lifeguard rosters for Sunday mornings and will answer by May.");
  await expectNoAxeViolationsInBothThemes(page, "the Respond dialog");
  await dialog.getByRole("button", { name: "Post response" }).click();
  await expect(page.getByText("Status changed and response posted.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Answered, so it leaves the "awaiting" list.
  await expect(page.getByRole("article").filter({ hasText: text })).toHaveCount(0);

  const shown = (await expectBody(api.idea[":id"].$get({ param: { id: motion._id } }), 200)).motion;
  expect(shown.status).toBe("under_review");
  expect(shown.updates.map((u) => u.by.role)).toEqual(["editor"]);
});
