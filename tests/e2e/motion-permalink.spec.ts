import { motionPath, pagePath } from "../../worker/contract/addresses";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { bearer, expectBody } from "./api";
import {
  editorToken,
  newMotion,
  newPage,
  signedInMember,
  uniqueTag,
} from "./factories";
import { expect, test } from "./fixtures";

// The city's answer, as the public sees it: an editor moves a motion to Accepted with a response; its card
// shows the badge and the response, the card links to the motion's permalink, which shows the timeline and
// has its own title; the status filter of the list lives in the URL. axe-clean in light and dark.

test.use({ reducedMotion: "reduce" });

test("an answered motion shows its status on its card and its timeline on its permalink", async ({
  page,
  api,
}) => {
  const author = await signedInMember(api);
  const entity = await newPage(api);
  const text = `Light the riverside path ${uniqueTag()} between the two bridges after dark.`;
  const motion = await newMotion(api, author, entity._id, text);
  const response =
    "The lighting team has costed this and it is funded for next spring.\nWork starts in April.";
  const json = {
    text: response,
    expectedStatus: "open" as const,
    status: "accepted" as const,
  };
  await expectBody(
    api.idea[":id"].updates.$post(
      { param: { id: motion._id }, json },
      bearer(await editorToken(api)),
    ),
    201,
  );

  await page.goto(pagePath(entity));
  const card = page.getByRole("article").filter({ hasText: text });
  await expect(card.getByText("Status: Accepted")).toBeVisible();
  await expect(
    card.getByText("City response: The lighting team has costed this"),
  ).toBeVisible();

  await card.getByRole("link", { name: /^Open motion, posted/ }).click();
  await expect(page).toHaveURL(motionPath({ _id: motion._id, entity }));
  await expect(page).toHaveTitle(/^Light the riverside path/);
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByText("Open → Accepted")).toBeVisible();
  await expect(
    timeline.getByText("Work starts in April.", { exact: false }),
  ).toBeVisible();
  await expect(timeline.getByText("Submitted")).toBeVisible();
  await settle(page);
  await expectNoAxeViolationsInBothThemes(page, "/<slug>/motions/<id>");

  // The status filter beside Sort By: in the URL, and the list shows only that status.
  await page.goto(pagePath(entity));
  await page.getByRole("combobox", { name: "Status" }).selectOption("declined");
  await expect(page).toHaveURL(`${pagePath(entity)}?status=declined`);
  await expect(page.getByText("No motions with this status")).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("accepted");
  await expect(
    page.getByRole("article").filter({ hasText: text }),
  ).toBeVisible();
});

test.describe("addresses that are not a motion's own", () => {
  // The browser logs the document's 404 for the unknown id; that is the expected answer here.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("an unknown motion id shows the not-found screen, and a wrong page slug goes to the right one", async ({
    page,
    api,
  }) => {
    const author = await signedInMember(api);
    const entity = await newPage(api);
    const motion = await newMotion(api, author, entity._id);
    await page.goto(`/some-other-page/motions/${motion._id}`);
    await expect(page).toHaveURL(motionPath({ _id: motion._id, entity }));
    await page.goto(
      `/${entity.slug}/motions/0190f0f0-0000-7000-8000-000000000000`,
    );
    await expect(
      page.getByRole("heading", { name: "Motion not found" }),
    ).toBeVisible();
  });
});
