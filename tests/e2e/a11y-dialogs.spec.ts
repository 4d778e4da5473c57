import { pagePath } from "../../worker/contract/addresses";
import type { Page } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { newPage, signedInMember } from "./factories";
import { expect, test } from "./fixtures";
import { revealHomeContactForm } from "./landing";
import { uniqueEmail } from "./mail";
import { answeredVote } from "./notifications";
import { signIn } from "./session";

// axe-core (WCAG 2.2 AA) with every public dialog and menu open, light and dark, at both widths. Radix
// hides the page behind a modal from assistive technology, so each scan is of what the dialog offers.
test.use({ reducedMotion: "reduce" });

async function openLogin(page: Page) {
  await page.goto("/motions");
  await settle(page);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  return dialog;
}

test("axe: the city chooser of the home page, and a search that finds no city", async ({ page }) => {
  await page.goto("/");
  await revealHomeContactForm(page);
  await settle(page);
  await page.locator("#campaigns").getByRole("button", { name: /^Choose (another|your city)$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Choose your city" });
  await expect(dialog.getByRole("button", { name: "Rivermouth" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "city chooser");
  await dialog.getByRole("searchbox", { name: "Find a city" }).fill("Atlantis");
  await expect(dialog.getByRole("status")).toContainText("No city matches");
  await expectNoAxeViolationsInBothThemes(page, "city chooser, nothing found");
});

test.describe("the auth modal", () => {
  // A refused login is logged by the browser as the API's 401; the form and a toast say so on screen.
  test.use({ expectedConsoleErrors: /status of 401/ });

  test("axe: the auth modal, login (also refused) and reset", async ({ page }) => {
    const dialog = await openLogin(page);
    await expectNoAxeViolationsInBothThemes(page, "auth modal, login");
    await dialog.getByLabel("Email").fill(uniqueEmail("nobody"));
    await dialog.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
    await dialog.getByRole("button", { name: "Log In" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "auth modal, refused login with its alert and error toast");

    await dialog.getByRole("button", { name: "Forgot Password" }).click();
    await expect(dialog.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "auth modal, reset");
  });

  test("axe: the auth modal, sign-up and the Check Your Email panel with its toast", async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(dialog.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "auth modal, sign-up");

    const email = uniqueEmail("axe");
    await dialog.getByLabel("Name").fill("Noor Haddad");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("Lantern-Street-7");
    await dialog.getByLabel("Confirm Password").fill("Lantern-Street-7");
    await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(dialog.getByText(email)).toBeVisible();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "auth modal, check your email, with a success toast");
  });
});

test("axe: the Submit Motion dialog, empty and with its error", async ({ page, api }) => {
  const member = await signedInMember(api, "Tomas Lindqvist", "Quay-Lantern-31");
  const entity = await newPage(api);
  await signIn(page, member.token);
  await page.goto(pagePath(entity));
  await settle(page);
  await page.getByRole("button", { name: "Submit Motion", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Motion" });
  await expect(dialog.getByLabel("Motion")).toBeFocused();
  await expectNoAxeViolationsInBothThemes(page, "Submit Motion dialog");
  await dialog.getByRole("button", { name: "Add Motion" }).click();
  await expect(dialog.getByText("Please enter your motion.")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "Submit Motion dialog with an error");
});

test("axe: the account menu of a signed-in member", async ({ page, api }) => {
  const member = await signedInMember(api, "Aiko Tanaka", "Bridge-Lamp-58");
  await signIn(page, member.token);
  await page.goto("/pages");
  await settle(page);
  await page.getByRole("button", { name: "Account menu for Aiko Tanaka" }).click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "account menu");
});

test("axe: the notification bell's menu, with an unread notification", async ({ page, api }) => {
  const { voter } = await answeredVote(api);
  await signIn(page, voter.token);
  await page.goto("/pages");
  await settle(page);
  await page.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(page.getByRole("menuitem", { name: /Unread: A motion you voted on is now Under review/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "notification bell menu");
});

test("axe: the notification bell's menu, empty", async ({ page, api }) => {
  const member = await signedInMember(api, "Ines Moreau", "Quay-Bell-40");
  await signIn(page, member.token);
  await page.goto("/pages");
  await settle(page);
  await page.getByRole("banner").getByRole("button", { name: "Notifications", exact: true }).click();
  await expect(page.getByRole("menu").getByText("No notifications yet")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "notification bell menu, empty");
});

test.describe("the side menu at 390 px", () => {
  // The menu button shows below the md breakpoint only, so both projects look at it at phone width.
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe: the side menu, logged out", async ({ page }) => {
    await page.goto("/about");
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "side menu, logged out");
  });

  test("axe: the side menu, signed in", async ({ page, api }) => {
    const member = await signedInMember(api, "Bea Fontaine", "Ferry-Light-64");
    await signIn(page, member.token);
    await page.goto("/motions");
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByText("Bea Fontaine")).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "side menu, signed in");
  });
});
