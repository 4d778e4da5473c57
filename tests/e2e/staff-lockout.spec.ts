import type { Page } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { apiClient, bearer, expectBody } from "./api";
import { adminToken, newEditor, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./mail";

// A stranger's wrong passwords never keep staff out (README.md, "Sign-in throttling"): the sign-in screen
// answers the wait and offers the way to trust this browser; the link's page trusts it on a button press;
// then the right password signs in there while the stranger stays throttled. At both widths, in both themes.
// The demo admin is never the one attacked (every other test signs in as it): the editor's journey runs end
// to end, and the admin's screen is shown the wait for an address that is no admin's (the answer is the same).

// The browser's 429 and 400 answers are part of the story.
test.use({ reducedMotion: "reduce", expectedConsoleErrors: /status of (429|400)/ });

const WRONG = "not-the-pass";
/** A stranger: every attempt from another address, so the per-address limit never stops them first. */
const stranger = () => apiClient({ "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}` });
const editorAttempt = (username: string) => stranger().editor.login.$post({ json: { username, password: WRONG } });
const adminAttempt = (email: string) => stranger().admin.login.$post({ json: { email, password: "Wr0ng!pass" } });

/**
 * The stranger tries until a wrong password is checked again (401): the account's wait starts afresh from
 * then (at least a second), so the next sign-in, made at once, is one the account makes wait.
 */
const freshWait = (attempt: () => Promise<{ status: number }>) =>
  expect.poll(async () => (await attempt()).status, { intervals: [100], timeout: 30_000 }).toBe(401);

async function signIn(page: Page, login: string, password: string, field: "Username" | "Email") {
  await page.getByLabel(field).fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an editor kept waiting by a stranger signs in from a new browser with the admin's one-time link", async ({ page, api }) => {
  const password = "first-pass";
  const editor = await newEditor(api);
  for (let i = 0; i < 5; i++) await editorAttempt(editor.username);

  await page.goto("/editor");
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await freshWait(() => editorAttempt(editor.username));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many failed sign-in attempts for this account.");
  await expect(page.getByRole("region", { name: "Signing in from a new browser?" })).toContainText("Ask an admin for a one-time link");

  const made = await expectBody(api.admin.editor[":id"]["trust-link"].$post({ param: { id: editor._id } }, bearer(await adminToken(api))), 200);
  await page.goto(new URL(made.link).pathname + new URL(made.link).search);
  await expect(page.getByRole("heading", { level: 1, name: "Trust this browser?" })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "the browser-trust page");
  await page.getByRole("button", { name: "Trust this browser" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This browser is trusted" })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "the browser-trust page, trusted");

  await page.getByRole("link", { name: "Go to sign in" }).click();
  await freshWait(() => editorAttempt(editor.username)); // the account is waiting right now
  await signIn(page, editor.username, password, "Username");
  await expect(page).toHaveURL("/editor/pages");
  // The stranger's count was never cleared: once a wrong password is checked, the next one waits.
  await freshWait(() => editorAttempt(editor.username));
  expect((await editorAttempt(editor.username)).status).toBe(429);
});

test("the admin's sign-in screen answers the wait with a link to trust this browser, the same for any address", async ({ page }) => {
  const email = uniqueEmail(`not-an-admin-${uniqueTag()}`);
  for (let i = 0; i < 5; i++) await adminAttempt(email);

  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Str0ng!pass");
  await freshWait(() => adminAttempt(email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many failed sign-in attempts for this account.");
  const offer = page.getByRole("region", { name: "Signing in from a new browser?" });
  await offer.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(offer.getByRole("status")).toContainText("If this is an admin's address, we are e-mailing it a link to trust this browser.");
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/admin with the wait and the offer");
});

test("a spent or made-up link says it did not work and how to get a new one", async ({ page }) => {
  await page.goto("/admin/trust-browser?token=made-up");
  await page.getByRole("button", { name: "Trust this browser" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This link did not work" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Ask for a new link on the sign-in screen");
  await expectNoAxeViolationsInBothThemes(page, "the browser-trust page, refused");
});
