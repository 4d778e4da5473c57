import type { Page } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { adminToken, editorToken, newEditor, newPage } from "./factories";
import { expect, test } from "./fixtures";
import { signInStaff } from "./session";

// axe-core (WCAG 2.2 AA) on the back office (/admin/*, /editor/*), light and dark, at both widths: the two
// sign-in screens, every signed-in screen, and its dialogs and menu open. The demo admin and editor (the
// development-only staff accounts) sign in through the API; the token goes where the app keeps it. Each
// test makes the page or editor its screens show.
test.use({ reducedMotion: "reduce" });

// At 390 px the staff screens differ from desktop in layout only; the list, a form and the editors list
// cover that (and keep the suite's time down); the rest is checked at desktop width.
const AT_PHONE_WIDTH = /^\/admin\/(pages|pages\/add|editors)$/;

async function scan(page: Page, path: string, heading: RegExp | string) {
  if (test.info().project.name === "phone" && !AT_PHONE_WIDTH.test(path)) return;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, path);
}

test("axe: the admin and editor sign-in screens, also with their errors", async ({ page }) => {
  for (const path of ["/admin", "/editor"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await settle(page);
    await expectNoAxeViolationsInBothThemes(page, path);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsInBothThemes(page, `${path} with errors`);
  }
});

test("axe: the admin's page screens", async ({ page, api }) => {
  const token = await adminToken(api);
  const entity = await newPage(api, { token });
  await signInStaff(page, "admin", token);
  await scan(page, "/admin/pages", /pages/i);
  await scan(page, "/admin/pages/add", "Add page");
  await scan(page, `/admin/pages/${entity._id}`, entity.name);
  await scan(page, `/admin/pages/edit/${entity._id}`, /edit/i);
});

test("axe: the admin's editors and messages screens", async ({ page, api }) => {
  const token = await adminToken(api);
  await newEditor(api, token);
  await signInStaff(page, "admin", token);
  await scan(page, "/admin/editors", /editors/i);
  await scan(page, "/admin/editors/add", "Add editor");
  await scan(page, "/admin/messages", /messages/i);
  await scan(page, "/admin/jurisdictions", "Jurisdictions");
});

test("axe: the admin's dialogs", async ({ page, api }) => {
  const token = await adminToken(api);
  const editor = await newEditor(api, token);
  await signInStaff(page, "admin", token);
  await page.goto("/admin/editors");
  await settle(page);
  await page.getByRole("button", { name: `View ${editor.username}`, exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "editor view dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // Opened and dismissed, never confirmed: deleting is back-office.spec.ts's story.
  await page.getByRole("button", { name: `Delete ${editor.username}`, exact: true }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "delete editor dialog");
  await page.keyboard.press("Escape");
});

test("axe: the staff account menu", async ({ page, api }) => {
  await signInStaff(page, "admin", await adminToken(api));
  await page.goto("/admin/pages");
  await settle(page);
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "staff account menu");
});

test("axe: the editor's screens", async ({ page, api }) => {
  const token = await editorToken(api);
  const entity = await newPage(api, { token });
  await signInStaff(page, "editor", token);
  await scan(page, "/editor/pages", /pages/i);
  await scan(page, "/editor/pages/add", "Add page");
  await scan(page, `/editor/pages/${entity._id}`, entity.name);
});
