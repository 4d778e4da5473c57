import type { Page } from "@playwright/test";
import { demoCityStaff } from "../../worker/cli/seed/demo-accounts";
import { jurisdictionMessages } from "../../worker/contract/jurisdictions";
import { bearer, expectBody } from "./api";
import { newMotion, newPage, signedInMember, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";

// A city's staff at work (README.md, "Staff per jurisdiction"): Millbrook's city admin signs in, sees their
// city named in the back office, answers a motion of a Millbrook page, and is refused a Rivermouth motion —
// on screen and by the API — while the public sees the Millbrook answer.

// The refused inbox read is a 403 the browser logs as a failed resource: that refusal is this test's subject.
test.use({ reducedMotion: "reduce", expectedConsoleErrors: /status of 403/ });

const millbrook = demoCityStaff.find((s) => s.city === "millbrook")!;

async function signInAsCityAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(millbrook.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(millbrook.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/admin/pages");
  await expect(page.getByText("Logged In").first()).toBeVisible();
}

test("a city admin answers a motion of their city and is refused another city's", async ({ page, api }) => {
  const author = await signedInMember(api);
  const ours = await newPage(api, { name: `Millbrook Mill Pond ${uniqueTag()}`, jurisdiction: "millbrook" });
  const theirs = await newPage(api, { name: `Rivermouth Quay ${uniqueTag()}`, jurisdiction: "rivermouth" });
  expect([ours.jurisdiction.slug, theirs.jurisdiction.slug]).toEqual(["millbrook", "rivermouth"]);
  const ourText = `Put benches around the mill pond ${uniqueTag()} before the summer market opens.`;
  const ourMotion = await newMotion(api, author, ours._id, ourText);
  const theirMotion = await newMotion(api, author, theirs._id, `Light the quay steps ${uniqueTag()} after dark for the night ferry.`);

  await signInAsCityAdmin(page);
  await expect(page.getByText("Millbrook · City admin")).toBeVisible();
  // Their page list holds Millbrook's pages, not Rivermouth's.
  await expect(page.getByText(ours.name)).toBeVisible();
  await expect(page.getByText(theirs.name)).toHaveCount(0);

  await page.goto(`/admin/motions?entity=${ours._id}`);
  const row = page.getByRole("article").filter({ hasText: ourText });
  await row.getByRole("button", { name: "Respond to this motion" }).click();
  const dialog = page.getByRole("dialog", { name: "Respond to this motion" });
  await dialog.getByLabel("Status", { exact: true }).selectOption("accepted");
  await dialog.getByLabel("Public response").fill("Parks will place six benches around the pond before the first market in June.");
  await dialog.getByRole("button", { name: "Post response" }).click();
  await expect(page.getByText("Status changed and response posted.")).toBeVisible();

  const answered = (await expectBody(api.idea[":id"].$get({ param: { id: ourMotion._id } }), 200)).motion;
  expect(answered.status).toBe("accepted");

  // Another city's motions: the screen says why it shows nothing, and the API refuses the answer itself.
  await page.goto(`/admin/motions?entity=${theirs._id}`);
  await expect(page.getByText(jurisdictionMessages.outsideYours).first()).toBeVisible();
  const login = await expectBody(api.admin.login.$post({ json: { email: millbrook.admin.email, password: millbrook.admin.password } }), 200);
  const refused = await api.idea[":id"].updates.$post(
    { param: { id: theirMotion._id }, json: { status: "declined", expectedStatus: "open", text: "Not ours to answer, but we try anyway to see the refusal." } },
    bearer(login.adminToken),
  );
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(jurisdictionMessages.outsideYours);
  expect((await expectBody(api.idea[":id"].$get({ param: { id: theirMotion._id } }), 200)).motion.status).toBe("open");
});
