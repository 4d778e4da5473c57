import { motionPath } from "../../worker/contract/addresses";
import { readFile } from "node:fs/promises";
import { EXPORT_SCHEMA_VERSION, MAX_PICTURE_BYTES, PICTURE_UPLOAD_SIDE } from "../../worker/contract/account";
import { bearer, expectBody } from "./api";
import { newMotion, newPage, seedImage, signedInMember, uniqueTag, vote } from "./factories";
import { expect, test } from "./fixtures";
import { mailedLink, uniqueEmail } from "./mail";
import { signIn } from "./session";

// A member owns their account (issue 18): from the avatar menu to /me/account, a new name the header shows
// at once, a new password that keeps this browser signed in and is the one that works from then on, their
// data as a JSON file, and the account deleted with their motion kept on the record as "Former member" and
// their vote gone from the counts.

test.use({ reducedMotion: "reduce" });

const phone = () => test.info().project.name === "phone";

test("a member renames themselves and changes their password; the header follows and the new password signs in", async ({ page, api }) => {
  const member = await signedInMember(api, "Mira Castellanos", "Quay-Lantern-31");
  const session = await signIn(page, member.token);
  await page.goto("/motions");
  const banner = page.getByRole("banner");

  // The avatar menu (the side menu on a phone) leads to the account screen.
  if (phone()) await banner.getByRole("button", { name: "Open menu" }).click();
  else await banner.getByRole("button", { name: "Account menu for Mira Castellanos" }).click();
  await page.getByRole(phone() ? "link" : "menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL("/me/account");
  await expect(page).toHaveTitle("Account · Plaza");

  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByLabel("Name").fill("Wren Castellanos");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name was saved.")).toBeVisible();
  const avatar = banner.getByRole("button", { name: "Account menu for Wren Castellanos" });
  await expect(avatar).toBeVisible();
  await expect(avatar.getByTestId("avatar-initial")).toHaveText("W");

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill("Quay-Lantern-31");
  await password.getByLabel("New password", { exact: true }).fill("Harbour-Signal-58");
  await password.getByLabel("Confirm new password").fill("Harbour-Signal-58");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Every other device was signed out.")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveValue("");

  // This browser keeps its session with a new token; the token it had before is refused.
  await session.dispose();
  await page.reload();
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Name")).toHaveValue("Wren Castellanos");
  expect((await api.me.$get({}, bearer(member.token))).status).toBe(401);

  // Logged out, the old password no longer opens the account; the new one does. (The reload kept the
  // scroll position, down where the header slides away; scrolling back up brings it back.)
  await page.evaluate(() => window.scrollTo(0, 0));
  if (phone()) {
    await banner.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
  } else {
    await banner.getByRole("button", { name: "Account menu for Wren Castellanos" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  }
  expect((await api.auth.login.$post({ json: { email: member.email, password: "Quay-Lantern-31" } })).status).toBe(401);
  // Logout reloads the account screen, which asks a visitor to log in.
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(member.email);
  await dialog.getByLabel("Password", { exact: true }).fill("Harbour-Signal-58");
  await dialog.getByRole("button", { name: "Log In" }).click();
  await expect(banner.getByRole("button", { name: "Account menu for Wren Castellanos" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Name")).toHaveValue("Wren Castellanos");
});

test("a member downloads their data, then deletes their account keeping their motions on the record", async ({ page, api }) => {
  const member = await signedInMember(api, "Ines Okafor", "Ferry-Bench-204");
  const other = await signedInMember(api, "Tomas Reyes", "Harbor-Lantern-77");
  const entity = await newPage(api);
  const text = `Put benches at the ferry queue ${uniqueTag()} so people can wait seated.`;
  const mine = await newMotion(api, member, entity._id, text);
  const theirs = await newMotion(api, other, entity._id);
  await vote(api, member, theirs._id, "up");
  const session = await signIn(page, member.token);
  await page.goto("/me/account");

  // Download your data: a JSON file under the Worker's name, holding the account and the member's motion.
  const data = page.getByRole("region", { name: "Your data" });
  const downloading = page.waitForEvent("download");
  await data.getByRole("button", { name: "Download your data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^plaza-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
    schemaVersion: number;
    account: { email: string };
    motions: { id: string; text: string }[];
  };
  expect(exported.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
  expect(exported.account.email).toBe(member.email);
  expect(exported.motions).toContainEqual(expect.objectContaining({ id: mine._id, text }));

  // Delete account: the choice first, then the password, then the dialog that says it all once more.
  const danger = page.getByRole("region", { name: "Delete account" });
  await expect(danger.getByText("Deleting your account is permanent. It cannot be undone.")).toBeVisible();
  await danger.getByLabel("Your password").fill("Ferry-Bench-204");
  await danger.getByRole("button", { name: "Delete account…" }).click();
  await expect(danger.getByText("Choose what happens to your motions.")).toBeVisible();
  await danger.getByRole("radio", { name: /Keep my motions on the public record as “Former member”/ }).check();
  await danger.getByRole("button", { name: "Delete account…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(confirm.getByText(/Your motions stay on the public record as by a “Former member”/)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL("/");
  await expect(page.getByText("Your account was deleted.")).toBeVisible();
  await session.dispose();
  await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
  expect((await api.me.$get({}, bearer(member.token))).status).toBe(401);

  // The motion stays, by a former member; the vote the member cast has left the other motion's count.
  await page.goto(motionPath({ _id: mine._id, entity }));
  await expect(page.getByRole("main").getByText(text)).toBeVisible();
  await expect(page.getByRole("main").getByText("Former member", { exact: false })).toBeVisible();
  await page.goto(motionPath({ _id: theirs._id, entity }));
  await expect(page.getByRole("button", { name: "Upvote (0)" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Former member", { exact: false })).toHaveCount(0);
  const after = await expectBody(api.idea[":id"].$get({ param: { id: theirs._id } }), 200);
  expect(after.motion.votes.count).toBe(0);
});

test("a member uploads a picture, shrunk to a square on the device, and removes it again", async ({ page, api }) => {
  const member = await signedInMember(api, "Lena Vogel", "Tram-Depot-88");
  await signIn(page, member.token);
  await page.goto("/me/account");
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByRole("button", { name: "Upload picture" })).toBeVisible();

  // park.webp is 1200 × 675: what reaches the Worker is its centre, 400 px a side.
  await profile.getByLabel("Choose a picture").setInputFiles(seedImage("park.webp"));
  await expect(page.getByText("Your profile picture was saved.")).toBeVisible();
  // The header's avatar is the stored square, served from /images.
  const avatar = page.getByRole("banner").getByRole("button", { name: "Account menu for Lena Vogel" }).locator("img");
  await expect(avatar).toHaveAttribute("src", /\/images\/members\/[0-9a-f-]{36}\.(webp|jpg)$/);
  const stored = await (await page.request.get((await avatar.getAttribute("src"))!)).body();
  expect(stored.byteLength).toBeLessThanOrEqual(MAX_PICTURE_BYTES);
  const size = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
    return [bitmap.width, bitmap.height];
  }, [...stored]);
  expect(size).toEqual([PICTURE_UPLOAD_SIDE, PICTURE_UPLOAD_SIDE]);

  await profile.getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Your profile picture was removed.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Account menu for Lena Vogel" }).getByTestId("avatar-initial")).toHaveText("L");
  await expect(profile.getByRole("button", { name: "Upload picture" })).toBeVisible();
});

test("a member changes their e-mail address through the link mailed to the new one", async ({ page, api }) => {
  const member = await signedInMember(api, "Sol Ibarra", "Pier-Lamp-4410");
  const next = uniqueEmail("sol-ibarra-new");
  await signIn(page, member.token);
  await page.goto("/me/account");
  const section = page.getByRole("region", { name: "E-mail address" });
  await expect(section.getByText(member.email)).toBeVisible();
  await section.getByLabel("New e-mail address").fill(next);
  await section.getByLabel("Current password").fill("Pier-Lamp-4410");
  await section.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(section.getByRole("status")).toHaveText(`We sent a link to ${next}. Your email address changes when you open it (within 24 hours).`);

  // Until the link is opened nothing changes; opening it (here, in the same browser) changes the address.
  await page.goto(await mailedLink(api, next, "/confirm-email"));
  await expect(page.getByRole("heading", { level: 1, name: "Your email address was changed." })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText(next);
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page.getByRole("region", { name: "E-mail address" }).getByText(next)).toBeVisible();
  expect((await api.auth.login.$post({ json: { email: next, password: "Pier-Lamp-4410" } })).status).toBe(200);
});

test("a visitor on /me/account gets the login dialog", async ({ page }) => {
  await page.goto("/me/account");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByText("Log in to manage your account.")).toBeVisible();
});
