import { pagePath } from "../../worker/contract/addresses";
import { demoAdmin } from "../../worker/cli/seed/demo-accounts";
import { newMotion, newPage, seedImage, signedInMember, verifiedMember } from "./factories";
import { expect, test } from "./fixtures";
import { expectVisibleFocus, tabTo } from "./keyboard";
import { signIn } from "./session";

// Keyboard-only journeys — Tab, Shift+Tab, Enter, Space, Escape and typing; no mouse anywhere — each with
// a visible focus indicator wherever focus lands (WCAG 2.1.1 Keyboard, 2.4.7 Focus Visible). Setting up a
// member, a page or a motion goes through the API: it is not the journey.

test("sign in through the auth modal, then open and leave the account menu", async ({ page, api }) => {
  const member = await verifiedMember(api, "Keiko Sato", "Tide-Table-2026");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expectVisibleFocus(page, "the skip link");

  const login = page.getByRole("banner").getByRole("button", { name: "Login" });
  await tabTo(page, login);
  await expectVisibleFocus(page, "the Login button");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expectVisibleFocus(page, "the Email field");
  await page.keyboard.type(member.email);
  await tabTo(page, dialog.getByLabel("Password", { exact: true }), { max: 3 });
  await page.keyboard.type(member.password);
  await tabTo(page, dialog.getByRole("button", { name: "Log In" }), { max: 5 });
  await expectVisibleFocus(page, "the Log In button");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Logged in successfully!").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const avatar = page.getByRole("button", { name: "Account menu for Keiko Sato" });
  await tabTo(page, avatar);
  await expectVisibleFocus(page, "the account menu button");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Your activity" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Notifications" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Account" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(avatar).toBeFocused();
});

test("a verified member submits a motion", async ({ page, api }) => {
  const member = await signedInMember(api, "Farid Haddad", "Lock-Keeper-19");
  const entity = await newPage(api);
  await signIn(page, member.token);
  await page.goto(pagePath(entity));

  const submit = page.getByRole("button", { name: "Submit Motion", exact: true });
  await tabTo(page, submit);
  await expectVisibleFocus(page, "the Submit Motion button");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Submit Motion" });
  await expect(dialog.getByLabel("Motion")).toBeFocused();
  await expectVisibleFocus(page, "the Motion field");
  await page.keyboard.type(
    `Publish the ${Date.now()} snow-clearing route map each morning by 6 a.m. so residents can plan their commute.`,
  );
  await tabTo(page, dialog.getByRole("button", { name: "Add Motion" }), { max: 5 });
  await expectVisibleFocus(page, "the Add Motion button");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText("Motion submitted! Its score and analysis are ready.").first()).toBeVisible();
  // Focus goes back to where the member started.
  await expect(submit).toBeFocused();
});

test("a member votes, switches and withdraws with Space and Enter", async ({ page, api }) => {
  const member = await signedInMember(api, "Ingrid Berg", "North-Pier-88");
  const motion = await newMotion(api, member, (await newPage(api))._id);
  await signIn(page, member.token);
  await page.goto("/motions");

  // Newest first, chosen from the keyboard, so the motion this test made is among the first cards.
  const sort = page.getByLabel("Sort By");
  await tabTo(page, sort);
  await expectVisibleFocus(page, "the Sort By select");
  // The last two options are "Recently answered" and "Trending"; Latest is the one above them.
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(sort).toHaveValue("Latest");

  const card = page.locator("article", { hasText: motion.idea.slice(0, 40) });
  const up = card.getByRole("button", { name: /^Upvote/ });
  const down = card.getByRole("button", { name: /^Downvote/ });
  await tabTo(page, up);
  await expectVisibleFocus(page, "the Upvote button");
  await page.keyboard.press("Space");
  await expect(up).toHaveAttribute("aria-pressed", "true");
  await expect(up).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(down).toBeFocused();
  await expectVisibleFocus(page, "the Downvote button");
  await page.keyboard.press("Enter");
  await expect(down).toHaveAttribute("aria-pressed", "true");
  await expect(up).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(down).toHaveAttribute("aria-pressed", "false");
});

test("the admin signs in and fills the Add page form", async ({ page }) => {
  await page.goto("/admin");
  await tabTo(page, page.getByLabel("Email"));
  await expectVisibleFocus(page, "the admin Email field");
  await page.keyboard.type(demoAdmin.email);
  await tabTo(page, page.getByLabel("Password", { exact: true }), { max: 3 });
  await page.keyboard.type(demoAdmin.password);
  await tabTo(page, page.getByRole("button", { name: "Sign in" }), { max: 5 });
  await expectVisibleFocus(page, "the Sign in button");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/pages");

  await tabTo(page, page.getByRole("link", { name: "Add page" }));
  await expectVisibleFocus(page, "the Add page link");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Add page" })).toBeVisible();

  await tabTo(page, page.getByLabel("Name", { exact: true }));
  await expectVisibleFocus(page, "the Name field");
  await page.keyboard.type("Harbor Ferry Riders");
  await tabTo(page, page.getByLabel("Bio"), { max: 3 });
  await page.keyboard.type(
    "Riders of the Harbor Ferry propose schedule, fare and accessibility changes to the ferry service here.",
  );
  // A national admin chooses where the page belongs: the first city of the list, from the keyboard.
  const where = page.getByLabel("Jurisdiction");
  await tabTo(page, where, { max: 3 });
  await page.keyboard.press("End");
  await expect(where).not.toHaveValue("");
  await tabTo(page, page.getByLabel("Display order"), { max: 3 });
  await page.keyboard.type("900");
  await tabTo(page, page.getByLabel("Image"), { max: 3 });
  await expectVisibleFocus(page, "the Image file field");
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles(seedImage("transit.webp")); // the system's file picker, which Playwright stands in for
  await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  const instagram = page.getByLabel("Instagram");
  await tabTo(page, instagram, { max: 10 });
  await page.keyboard.type("not a web address");

  // Enter on the submit button validates; the form sends focus to the field that needs fixing.
  const submit = page.getByRole("button", { name: "Add page" });
  await tabTo(page, submit, { max: 20 });
  await expectVisibleFocus(page, "the Add page button");
  await page.keyboard.press("Enter");
  await expect(instagram).toBeFocused();
  await expect(instagram).toHaveAttribute("aria-invalid", "true");
  await expectVisibleFocus(page, "the invalid Instagram field");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("https://instagram.com/harborferryriders");
  await expect(instagram).not.toHaveAttribute("aria-invalid", "true");
  // The journey ends with the form complete and its submit button in reach; adding a page, and seeing it
  // public, is back-office.spec.ts's story.
  await tabTo(page, submit, { max: 20 });
  await expectVisibleFocus(page, "the Add page button, form complete");
});
