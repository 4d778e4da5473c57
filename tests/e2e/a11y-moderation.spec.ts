import { motionPath, pagePath } from "../../worker/contract/addresses";
import { moderationMessages } from "../../worker/contract/moderation";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { adminToken, editorToken, signedInMember } from "./factories";
import { expect, test } from "./fixtures";
import { authoredMotion, hiddenByEditor, reportedMotion } from "./moderation";
import { signIn, signInStaff } from "./session";

// axe-core (WCAG 2.2 AA) on moderation, light and dark, at both widths (the config's projects): the Report
// dialog (empty and with its error), a hidden motion's permalink for the public and for its author (with the
// appeal form), the moderation queue with its Hide and Suspend dialogs, the moderation log, and /transparency.
// Each test makes the motion its screens show.
test.use({ reducedMotion: "reduce" });

test("axe: the Report dialog, empty and with its error", async ({ page, api }) => {
  const { entity, text } = await authoredMotion(api);
  const member = await signedInMember(api, "Pilar Ortega", "Dock-Lantern-18");
  await signIn(page, member.token);
  await page.goto(pagePath(entity));
  await settle(page);
  await page.locator("article", { hasText: text }).getByRole("button", { name: "Report this motion" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this motion" });
  await expect(dialog.getByRole("radio", { name: "Spam or advertising" })).toBeFocused();
  await expectNoAxeViolationsInBothThemes(page, "Report dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText(moderationMessages.reason)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "Report dialog with its error");
});

test("axe: a hidden motion's permalink, for the public and for its author with the appeal form", async ({ page, api }) => {
  const { author, entity, motion } = await authoredMotion(api);
  await hiddenByEditor(api, motion._id, "offtopic");
  await page.goto(motionPath({ _id: motion._id, entity }));
  await expect(page.getByText("Hidden by the moderators: Off-topic for this page")).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "hidden permalink, public");

  await signIn(page, author.token);
  await page.reload();
  const panel = page.getByRole("region", { name: "Hidden by the moderators" });
  await panel.getByRole("button", { name: "Send appeal" }).click();
  await expect(panel.getByText(moderationMessages.appealRequired)).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "hidden permalink, its author, the appeal form with its error");
});

test("axe: the editor's moderation queue and its Hide dialog", async ({ page, api }) => {
  const { text } = await reportedMotion(api);
  await signInStaff(page, "editor", await editorToken(api));
  await page.goto("/editor/moderation");
  const item = page.getByRole("article").filter({ hasText: text });
  await expect(item).toContainText("Spam or advertising · 1 report");
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/editor/moderation");
  await item.getByRole("button", { name: "Hide this motion" }).click();
  const dialog = page.getByRole("dialog", { name: "Hide this motion" });
  await expect(dialog.getByRole("radio", { name: "Spam or advertising" })).toBeChecked();
  await expectNoAxeViolationsInBothThemes(page, "Hide dialog");
  // Dismissed, never confirmed: deciding is moderation.spec.ts's story.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("axe: the admin's moderation queue, the Suspend dialog and the moderation log", async ({ page, api }) => {
  const { text } = await reportedMotion(api);
  await signInStaff(page, "admin", await adminToken(api));
  await page.goto("/admin/moderation");
  const item = page.getByRole("article").filter({ hasText: text });
  await expect(item).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/admin/moderation");
  await item.getByRole("button", { name: "Suspend author" }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend Lena Vogel" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(moderationMessages.suspensionReason)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "Suspend dialog with its errors");
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Moderation log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Moderation log" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Moderation log" }).getByRole("article").first()).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/admin/moderation/log");
});

test("axe: /transparency", async ({ page }) => {
  await page.goto("/transparency");
  await expect(page.getByRole("table", { name: "Motions hidden per month and reason" })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/transparency");
});
