import type { Page } from "@playwright/test";
import { demoAdmin } from "../../worker/cli/seed/demo-accounts";
import { FIRST_CITY_ID } from "../../worker/db/schema";
import { seedImage, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";
import { showAllHomePages } from "./landing";

async function staffSignIn(page: Page, path: "/admin" | "/editor", id: string, password: string) {
  await page.goto(path);
  await page.getByLabel(path === "/admin" ? "Email" : "Username").fill(id);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${path}/pages`);
  await expect(page.getByText("Logged In").first()).toBeVisible();
}

async function signOut(page: Page, name: string, path: "/admin" | "/editor") {
  await page.getByRole("button", { name: `Account menu for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(path);
}

// One story across both roles, at each width: it creates its own editor and public page.
test("admin manages an editor who then publishes and edits a motion page", async ({ page, browser, api }) => {
  const username = `editor-${uniqueTag()}`;
  const pageName = `Harbor Ferry Riders ${uniqueTag()}`;

  await staffSignIn(page, "/admin", demoAdmin.email, demoAdmin.password);
  await page.getByRole("link", { name: "Editors" }).click();
  await page.getByRole("link", { name: "Add editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add editor" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("first-pass");
  // The demo admin is national, so chooses where the editor works: the first city, where the demo pages are.
  const { jurisdictions } = await (await api.jurisdictions.$get()).json();
  await page.getByLabel("Jurisdiction").selectOption(jurisdictions.find((j) => j._id === FIRST_CITY_ID)!.slug);
  await page.getByRole("button", { name: "Add editor" }).click();
  await page.getByRole("button", { name: `View ${username}` }).click();
  await page.getByRole("button", { name: "Reset password" }).click();
  // It signs the editor out everywhere, so it is confirmed first.
  await page.getByRole("alertdialog", { name: "Reset password?" }).getByRole("button", { name: "Reset password" }).click();
  const newPassword = await page.getByRole("dialog").getByRole("textbox").inputValue();
  expect(newPassword.length).toBeGreaterThanOrEqual(16);
  await page.keyboard.press("Escape");
  await signOut(page, demoAdmin.name, "/admin");

  // The editor, in a browser of their own, signs in with the password the admin was shown once.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await staffSignIn(editor, "/editor", username, newPassword);
  await editor.getByRole("link", { name: "Add page" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Add page" })).toBeVisible();
  await editor.getByLabel("Name", { exact: true }).fill(pageName);
  await editor.getByLabel("Bio").fill("Riders of the Harbor Ferry meet here to propose schedule, fare and accessibility changes to the ferry service.");
  await editor.getByLabel("Image").setInputFiles(seedImage("transit.webp"));
  await editor.getByLabel("Instagram").fill("https://instagram.com/harborferryriders");
  await editor.getByRole("button", { name: "Add page" }).click();
  await expect(editor.getByText("Motion page added.").first()).toBeVisible();
  await expect(editor.getByRole("heading", { name: pageName })).toBeVisible();

  // It is public at once: on the home list, with its image, and at its own address.
  await page.goto("/");
  await showAllHomePages(page);
  const card = page.getByRole("region", { name: "Motion Campaigns" }).locator("article", { hasText: pageName });
  await expect(card.getByRole("img", { name: pageName })).toBeVisible();
  await card.getByRole("link", { name: pageName, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: pageName })).toBeVisible();
  const slugUrl = page.url();
  const firstImage = await page.getByRole("img", { name: pageName }).getAttribute("src");

  await editor.getByRole("link", { name: "Edit" }).click();
  await expect(editor.getByRole("button", { name: "Save changes" })).toBeVisible();
  await editor.getByLabel("Image").setInputFiles(seedImage("park.webp"));
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(editor.getByText("Motion page updated.").first()).toBeVisible();
  await page.goto(slugUrl);
  await expect(page.getByRole("img", { name: pageName })).not.toHaveAttribute("src", firstImage!);

  // The admin deletes the editor after confirming; the editor's session ends with it.
  await staffSignIn(page, "/admin", demoAdmin.email, demoAdmin.password);
  await page.getByRole("link", { name: "Editors" }).click();
  await page.getByRole("button", { name: `Delete ${username}` }).click();
  await page.getByRole("button", { name: "Delete editor" }).click();
  await expect(page.getByRole("button", { name: `Delete ${username}` })).toHaveCount(0);
  await editor.reload();
  await expect(editor.getByText("Session Expired, Please login").first()).toBeVisible();
  await editorContext.close();
});
