import { motionPath } from "../../worker/contract/addresses";
import { editorToken, signedInMember } from "./factories";
import { expect, test } from "./fixtures";
import { expectVisibleFocus, tabTo } from "./keyboard";
import { notificationMail, settingsOf, UNSUBSCRIBED_FROM_VOTES, unreadOf, votedMotion } from "./notifications";
import { signIn, signInStaff } from "./session";

// The loop closed for a member: an editor answers a motion the member voted on, with a status change, in the
// back office; the member's bell counts it, the menu (used by keyboard only) names it and opens the motion's
// permalink with the new status and the response on its timeline. The mail arrives in the dev outbox and its
// unsubscribe link works: opening it changes nothing, pressing Unsubscribe turns that category off, and the
// settings screen shows it off.

test.use({ reducedMotion: "reduce" });

const RESPONSE = "Crews start on the ferry queue shade next week; the benches follow in May.";

test("a member is told of the city's answer in the bell and by mail, and unsubscribes from those mails", async ({ page, api, browser, extraHTTPHeaders }) => {
  const { voter, entity, motion, text } = await votedMotion(api);

  // The city answers in the back office, in a browser of its own.
  const office = await browser.newContext({ extraHTTPHeaders, viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  const editor = await office.newPage();
  await signInStaff(editor, "editor", await editorToken(api));
  await editor.goto(`/editor/motions?entity=${entity._id}`);
  await editor.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "Respond to this motion" }).click();
  const dialog = editor.getByRole("dialog", { name: "Respond to this motion" });
  await dialog.getByLabel("Status", { exact: true }).selectOption("in_progress");
  await dialog.getByLabel("Public response").fill(RESPONSE);
  await dialog.getByRole("button", { name: "Post response" }).click();
  await expect(editor.getByText("Status changed and response posted.")).toBeVisible();
  await office.close();

  // The fan-out runs on a queue: the notification is there a moment after the answer.
  await expect.poll(() => unreadOf(api, voter), { message: "the voter's notification arrives" }).toBe(1);
  await signIn(page, voter.token);
  await page.goto("/motions");
  const bell = page.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread", exact: true });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId("unread-badge")).toHaveText("1");

  await tabTo(page, bell);
  await expectVisibleFocus(page, "the bell");
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Mark all read" })).toBeFocused();
  const entry = menu.getByRole("menuitem", { name: "Unread: A motion you voted on is now In progress", exact: true });
  // Described by the motion, the response with who gave it, and when and where ("just now", or a minute on).
  const described = [`“${text}” editor: ${RESPONSE} `, ` · ${entity.name}`].map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  await expect(entry).toHaveAccessibleDescription(new RegExp(`^${described[0]}.+${described[1]}$`));
  await page.keyboard.press("ArrowDown");
  await expect(entry).toBeFocused();
  await expectVisibleFocus(page, "the notification");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(motionPath({ _id: motion._id, entity }));
  await expect(page.getByRole("main").getByText("Status: In progress").first()).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByText("Open → In progress")).toBeVisible();
  await expect(timeline.getByText(RESPONSE)).toBeVisible();
  // Opening it marked it read.
  await expect(page.getByRole("banner").getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  expect(await unreadOf(api, voter)).toBe(0);

  const mail = await notificationMail(api, voter.email);
  expect(mail.subject).toBe("A motion you voted on is now In progress");
  expect(mail.links.map((link) => new URL(link).pathname)).toContain(motionPath({ _id: motion._id, entity }));

  await page.goto(mail.unsubscribePath);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from these e-mails?" })).toBeVisible();
  // Opening the link (as a mail scanner would) changed nothing.
  expect((await settingsOf(api, voter)).emailVoted).toBe(true);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(UNSUBSCRIBED_FROM_VOTES);
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();

  await page.getByRole("link", { name: "Manage all e-mail preferences" }).click();
  await expect(page).toHaveURL("/me/notifications");
  await expect(page).toHaveTitle("Notifications · Plaza");
  await expect(page.getByRole("switch", { name: "Motions I voted on" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "My motions" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Pages I follow" })).toBeChecked();
  const inbox = page.getByRole("region", { name: "Inbox" });
  await expect(inbox.getByRole("link", { name: "A motion you voted on is now In progress", exact: true })).toHaveAttribute(
    "href",
    motionPath({ _id: motion._id, entity }),
  );
});

test("a member turns an e-mail category off and on again on the settings screen", async ({ page, api }) => {
  const voter = await signedInMember(api, "Lena Sorensen", "Tide-Lamp-27");
  await signIn(page, voter.token);
  await page.goto("/me/notifications");
  await expect(page.getByRole("region", { name: "Inbox" }).getByText("No notifications yet")).toBeVisible();
  const followed = page.getByRole("switch", { name: "Pages I follow" });
  await followed.uncheck();
  await expect(page.getByText("Notification settings saved.")).toBeVisible();
  await expect.poll(async () => (await settingsOf(api, voter)).emailFollowed).toBe(false);
  await followed.check();
  await expect.poll(async () => (await settingsOf(api, voter)).emailFollowed).toBe(true);
  await page.reload();
  await expect(page.getByRole("switch", { name: "Pages I follow" })).toBeChecked();
});
