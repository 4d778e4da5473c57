import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { bearer, expectBody } from "./api";
import { newMotion, newPage, signedInMember, uniqueTag, vote } from "./factories";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

// /me from the avatar menu: the member's motions, their votes and the pages they follow; a visitor gets
// the login dialog. axe-clean in light and dark at both widths.

test.use({ reducedMotion: "reduce" });

test("a member sees their motions, votes and followed pages on /me", async ({ page, api }) => {
  const member = await signedInMember(api);
  const other = await signedInMember(api, "Tomas Reyes", "Harbor-Lantern-77");
  const entity = await newPage(api);
  const text = `Repaint the crossings on Alder Street ${uniqueTag()} before school starts.`;
  await newMotion(api, member, entity._id, text);
  const theirs = await newMotion(api, other, entity._id);
  await vote(api, member, theirs._id, "up");
  await expectBody(api.entity[":id"].follow.$post({ param: { id: entity._id } }, bearer(member.token)), 200);
  await signIn(page, member.token);

  await page.goto("/motions");
  const phone = test.info().project.name === "phone";
  if (phone) await page.getByRole("button", { name: /menu/i }).first().click();
  else await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole(phone ? "link" : "menuitem", { name: "Your activity" }).click();
  await expect(page).toHaveURL("/me");
  await expect(page.getByRole("region", { name: "Your motions" }).getByText(text)).toBeVisible();
  await expect(page.getByRole("region", { name: "Motions you voted on" }).getByText("You voted up")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pages you follow" }).getByRole("link", { name: entity.name })).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/me");
});

test("a visitor on /me gets the login dialog", async ({ page }) => {
  await page.goto("/me");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByText("Log in to see your motions")).toBeVisible();
});
