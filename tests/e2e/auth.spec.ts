import type { Page } from "@playwright/test";
import { expectBody } from "./api";
import { verifiedMember } from "./factories";
import { expect, test } from "./fixtures";
import { mailedLink, uniqueEmail } from "./mail";

// The header keeps its Login button at every width; the side menu repeats it on small screens.
async function openLogin(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  return page.getByRole("dialog");
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log In" }).click();
}

test("sign up, verify through the mailed link, see the avatar, log out", async ({ page, api }) => {
  const email = uniqueEmail("rosa");
  await page.goto("/");
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
  await dialog.getByLabel("Name").fill("Rosa Quintero");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("Rivermouth-2026");
  await dialog.getByLabel("Confirm Password").fill("Rivermouth-2026");
  await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole("button", { name: "Got It!" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.goto(await mailedLink(api, email, "/verify-email"));
  await expect(page.getByText("Email verified successfully!").first()).toBeVisible();
  await expect(page).toHaveURL("/", { timeout: 8_000 });

  // The header shows the avatar at every width; its menu holds the one Logout action.
  await page.getByRole("button", { name: "Account menu for Rosa Quintero" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test.describe("an unverified member", () => {
  // The browser logs the API's 403 (login refused) and 429 (cooldown); the app handles both on screen.
  test.use({ expectedConsoleErrors: /status of (403|429)/ });

  test("logging in before verifying leads to the pending page and its resend countdown", async ({ page, api }) => {
    const email = uniqueEmail("unverified");
    await expectBody(api.auth.register.$post({ json: { name: "Omar Haddad", email, password: "Harbor-Street-12" } }), 201);
    await page.goto("/motions");
    await logIn(page, email, "Harbor-Street-12");

    await expect(page).toHaveURL("/verify-email-pending");
    await expect(page.getByText("Please verify your email to continue.")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/24 hours/)).toBeVisible();
    // The sign-up mail went out moments ago: the server said so at login, so the countdown runs at once,
    // and a reload keeps it.
    await expect(page.getByRole("button", { name: /Resend in 0:[0-5]\d/ })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole("button", { name: /Resend in 0:[0-5]\d/ })).toBeDisabled();
  });
});

test("forgot password: the mailed link sets a new password; the old one stops working", async ({ page, api }) => {
  const member = await verifiedMember(api, "Lena Brooks", "Old-password-1");
  await page.goto("/");
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: "Forgot Password" }).click();
  await dialog.getByLabel("Email").fill(member.email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password reset link sent to your email!").first()).toBeVisible();

  await page.goto(await mailedLink(api, member.email, "/reset-password"));
  await page.getByLabel("New Password", { exact: true }).fill("New-password-2");
  await page.getByLabel("Confirm Password").fill("New-password-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password reset successfully!").first()).toBeVisible();
  await expect(page).toHaveURL("/", { timeout: 8_000 });

  await expectBody(api.auth.login.$post({ json: { email: member.email, password: "Old-password-1" } }), 401);
  await logIn(page, member.email, "New-password-2");
  await expect(page.getByText("Logged in successfully!").first()).toBeVisible();
});
