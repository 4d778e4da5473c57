import { motionPath, pagePath } from "../../worker/contract/addresses";
import type { Page } from "@playwright/test";
import { SERVER_DATA_ID } from "../../worker/contract/server-render";
import { expectNoAxeViolationsInBothThemes, settle } from "./a11y";
import { newMotion, newPage, signedInMember, uniqueTag } from "./factories";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

// Searching motions (README.md, "Search"): the box over /motions and every motion page keeps its search in
// the URL, the matched words are marked, and the Submit Motion dialog suggests the motions a member is about
// to write again. Every text carries the test's own tag, so its searches find only its own motions.

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search motions" });
/** A motion's card, by its whole text (hasText ignores case, and the dialog's motion repeats the first one's words). */
const card = (page: Page, text: string) => page.locator("article", { hasText: text });
const marked = (page: Page, text: string) => card(page, text).locator("mark").allInnerTexts();

test("/motions: a search goes into the URL, survives a reload, marks the matched words, and says when nothing matches", async ({ page, api }) => {
  const tag = uniqueTag();
  const member = await signedInMember(api);
  const entity = await newPage(api);
  const crossing = (await newMotion(api, member, entity._id, `Repaint the zebra crossings ${tag} outside Northgate school.`)).idea;
  const benches = (await newMotion(api, member, entity._id, `Add benches ${tag} along the canal towpath.`)).idea;

  await page.goto("/motions");
  await expect(page.getByRole("search", { name: "Search motions" })).toBeVisible();
  await searchBox(page).fill(`ZEBRA ${tag}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=ZEBRA(\\+|%20)${tag}`));
  await expect(card(page, crossing)).toBeVisible();
  await expect(card(page, benches)).toHaveCount(0);
  await expect(page.getByLabel("Sort By")).toHaveValue("Relevance");
  expect(await marked(page, crossing)).toEqual(["zebra", tag]);

  await page.reload();
  await expect(searchBox(page)).toHaveValue(`ZEBRA ${tag}`);
  await expect(card(page, crossing)).toBeVisible();
  expect(await marked(page, crossing)).toEqual(["zebra", tag]);

  // The last word counts as a prefix: "bench" finds "benches".
  await searchBox(page).fill(`${tag} bench`);
  await expect(card(page, benches)).toBeVisible();
  await expect(card(page, crossing)).toHaveCount(0);
  expect(await marked(page, benches)).toEqual(["benches", tag]);

  await searchBox(page).fill(`${tag} trampoline`);
  await searchBox(page).press("Enter");
  await expect(page.getByText("No motions found", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Clear the search" }).click();
  await expect(page).toHaveURL(/\/motions$/);
  await expect(searchBox(page)).toHaveValue("");
  await expect(page.getByLabel("Sort By")).toHaveValue("A.I");
});

test("a shared search link arrives server-rendered, hydrates, and asks for no data again", async ({ page, api }) => {
  const tag = uniqueTag();
  const motion = await newMotion(api, await signedInMember(api), (await newPage(api))._id, `Light the harbour steps ${tag} every evening.`);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(request.url());
  });
  await page.goto(`/motions?q=harbour+${tag}`);
  await expect(page.locator(`#${SERVER_DATA_ID}`)).toHaveCount(1);
  await expect(card(page, motion.idea)).toBeVisible();
  expect(await marked(page, motion.idea)).toEqual(["harbour", tag]);
  await expect(searchBox(page)).toHaveValue(`harbour ${tag}`);
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
});

test("a motion page searches its own motions, and Escape clears the search", async ({ page, api }) => {
  const tag = uniqueTag();
  const member = await signedInMember(api);
  const entity = await newPage(api);
  const elsewhere = await newPage(api);
  const lamps = (await newMotion(api, member, entity._id, `Fix the broken lamps ${tag} on Mill Lane.`)).idea;
  const trees = (await newMotion(api, member, entity._id, `Plant more trees ${tag} in Mill Park.`)).idea;
  const otherPage = (await newMotion(api, member, elsewhere._id, `Fix the lamps ${tag} by the station.`)).idea;

  await page.goto(pagePath(entity));
  await expect(card(page, trees)).toBeVisible();
  await searchBox(page).fill(`lamps ${tag}`);
  await expect(page).toHaveURL(new RegExp(`${pagePath(entity)}\\?q=lamps`));
  await expect(card(page, trees)).toHaveCount(0);
  await expect(card(page, lamps)).toBeVisible();
  await expect(card(page, otherPage)).toHaveCount(0);
  expect(await marked(page, lamps)).toEqual(["lamps", tag]);

  await searchBox(page).press("Escape");
  await expect(page).toHaveURL(new RegExp(`${pagePath(entity)}$`));
  await expect(searchBox(page)).toHaveValue("");
  await expect(card(page, trees)).toBeVisible();
  await expect(card(page, lamps)).toBeVisible();
});

test("the Submit Motion dialog suggests a near-duplicate, which can be upvoted there, and the member can still submit", async ({ page, api }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const entity = await newPage(api);
  const first = await newMotion(
    api,
    await signedInMember(api),
    entity._id,
    `Protected bike lanes on Harbour Road ${tag} from the ferry terminal to the market.`,
  );
  const member = await signedInMember(api, "Noor Haddad", "Tide-Lantern-52");
  await signIn(page, member.token);
  await page.goto(pagePath(entity));
  await expect(card(page, first.idea).getByRole("button", { name: /^Upvote/ })).toHaveAccessibleName("Upvote (0)");

  await page.getByRole("button", { name: "Submit Motion", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Motion" });
  const typed = `Build protected bike lanes on Harbour Road ${tag} from the ferry terminal, so families can cycle safely.`;
  // By role: once suggestions show, "Motion" is also part of other names in the dialog.
  const textarea = dialog.getByRole("textbox", { name: "Motion" });
  await textarea.fill(typed);

  const suggestions = dialog.getByRole("region", { name: "Similar motions already here: vote for one instead?" });
  await expect(suggestions).toBeVisible();
  const suggestion = suggestions.getByRole("listitem").filter({ hasText: first.idea });
  await expect(suggestion.getByRole("link")).toHaveAttribute("href", motionPath({ _id: first._id, entity }));
  const upvote = suggestion.getByRole("button", { name: /^Upvote/ });
  await expect(upvote).toHaveAccessibleName("Upvote (0)");
  await upvote.click();
  await expect(upvote).toHaveAccessibleName("Upvote (1)");
  await expect(upvote).toHaveAttribute("aria-pressed", "true");
  await expect(textarea).toHaveValue(typed);

  await dialog.getByRole("button", { name: "Add Motion" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText("Motion submitted! Its score and analysis are ready.").first()).toBeVisible();
  // The list under the dialog shows the vote cast in it, and the new motion.
  await expect(card(page, first.idea).getByRole("button", { name: /^Upvote/ })).toHaveAccessibleName("Upvote (1)");
  await expect(card(page, typed)).toBeVisible();
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });

  test("axe: search results with marked words, a search with no results, and the dialog's suggestions", async ({ page, api }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const entity = await newPage(api);
    const motion = await newMotion(api, await signedInMember(api), entity._id, `Repair the footbridge railings ${tag} over the canal before winter.`);

    await page.goto(`/motions?q=railings+${tag}`);
    await settle(page);
    await expect(card(page, motion.idea).locator("mark")).toHaveCount(2);
    await expectNoAxeViolationsInBothThemes(page, "motion search results");

    await page.goto(`/motions?q=${tag}+trampoline`);
    await settle(page);
    await expect(page.getByText("No motions found", { exact: true })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "a motion search with no results");

    const member = await signedInMember(api, "Lena Vogt", "Canal-Bridge-77");
    await signIn(page, member.token);
    await page.goto(pagePath(entity));
    await settle(page);
    await page.getByRole("button", { name: "Submit Motion", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Motion" });
    await dialog.getByRole("textbox", { name: "Motion" }).fill(`Repair the footbridge railings ${tag} over the canal, they are rusty and loose.`);
    await expect(dialog.getByRole("region", { name: "Similar motions already here: vote for one instead?" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, "Submit Motion dialog with similar motions");
  });
});
