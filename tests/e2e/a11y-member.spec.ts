import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { expectBody } from "./api";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./mail";
import { signedInMember } from "./factories";
import { answeredVote, notificationMail } from "./notifications";
import { signIn } from "./session";

// axe-core (WCAG 2.2 AA) on the member screens reached from mails and from a refused login, and on
// /me/notifications and /me/account (with its delete confirmation open), light and dark, at both widths. The browser logs the API's refusals (403 login, 400 bad token); the screens
// handle them, which is what is checked.
test.use({ reducedMotion: "reduce", expectedConsoleErrors: /status of (400|403|429)/ });

test("axe: /verify-email-pending, reached by logging in before verifying", async ({ page, api }) => {
  const email = uniqueEmail("pending");
  await expectBody(api.auth.register.$post({ json: { name: "Sami Korhonen", email, password: "Tram-Stop-2026" } }), 201);
  await page.goto("/motions");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("Tram-Stop-2026");
  await dialog.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/verify-email-pending");
  await expect(page.getByText(email)).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/verify-email-pending");
});

test("axe: /verify-email with a bad token", async ({ page }) => {
  await page.goto("/verify-email?token=bad");
  await expect(page.getByText("Verification failed")).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/verify-email?token=bad");
});

test("axe: /reset-password with a bad token, before and after submitting", async ({ page }) => {
  await page.goto("/reset-password?token=bad");
  await expect(page.getByRole("button", { name: "Reset Password" })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/reset-password?token=bad");

  await page.getByLabel("New Password", { exact: true }).fill("Fresh-password-9");
  await page.getByLabel("Confirm Password").fill("Fresh-password-9");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/reset-password?token=bad, refused");
});

test("axe: /auth/callback when Google sent no code", async ({ page }) => {
  await page.goto("/auth/callback");
  await expect(page.getByText("Connection failed")).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/auth/callback without a code");
});

test("axe: /me/notifications with a notification and the e-mail preferences", async ({ page, api }) => {
  const { voter } = await answeredVote(api);
  await signIn(page, voter.token);
  await page.goto("/me/notifications");
  await expect(page.getByRole("region", { name: "Inbox" }).getByRole("link", { name: /Unread: A motion you voted on is now Under review/ })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Motions I voted on" })).toBeChecked();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/me/notifications");
});

test("axe: /me/account, a refused form, and its delete confirmation", async ({ page, api }) => {
  const member = await signedInMember(api, "Noor Haddad", "Canal-Lock-1907");
  await signIn(page, member.token);
  await page.goto("/me/account");
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Name")).toHaveValue("Noor Haddad");
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/me/account");

  // The errors as they show: under the fields and the radio group.
  const danger = page.getByRole("region", { name: "Delete account" });
  await danger.getByRole("button", { name: "Delete account…" }).click();
  await expect(danger.getByText("Choose what happens to your motions.")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "/me/account, the delete form refused");

  await danger.getByRole("radio", { name: "Delete my motions" }).check();
  await danger.getByLabel("Your password").fill("Canal-Lock-1907");
  await danger.getByRole("button", { name: "Delete account…" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete your account?" })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/me/account, delete confirmation");
});

test("axe: /notifications/unsubscribe from a notification mail, before and after Unsubscribe", async ({ page, api }) => {
  const { voter } = await answeredVote(api);
  const mail = await notificationMail(api, voter.email);
  await page.goto(mail.unsubscribePath);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/notifications/unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toBeFocused();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/notifications/unsubscribe, done");
});

test("axe: /notifications/unsubscribe with a bad token, refused", async ({ page }) => {
  await page.goto("/notifications/unsubscribe?token=bad");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/notifications/unsubscribe?token=bad, refused");
});
