import { moderationMessages } from "@contract/moderation";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ModerationQueueScreen } from "../../../../../../web/src/features/back-office/components/moderation/moderation-queue-screen";
import { setToken } from "../../../../../../web/src/lib/auth-token";
import { installFakeIntersectionObserver } from "../../../../support/intersection-observer";
import { renderBackOffice, stubStaffApi } from "../../back-office-fixtures";

const nationalAdmin = { _id: "0193-admin-2", name: "Nia National", email: "nia@example.com", jurisdiction: null };
import { queueItem } from "../../moderation-fixtures";

// The moderation queue: what each item shows, only the moves the rules allow from its state, each decision
// sent once with the state the moderator saw, and the 409 when another moderator decided first.

beforeEach(() => {
  installFakeIntersectionObserver();
  setToken("admin", "admin-jwt");
  setToken("editor", "editor-jwt");
});
afterEach(() => localStorage.clear());

const page = (items: ReturnType<typeof queueItem>[]) => ({ body: { items, nextCursor: null } });
const card = async (text: string) => (await screen.findByText(text)).closest("article")!;
const buttonNames = (article: HTMLElement) => within(article).getAllByRole("button").map((b) => b.textContent);

describe("ModerationQueueScreen", () => {
  it("shows each item's page, state, reports by reason with their notes, flags, the appeal and the author's recent motions", async () => {
    const item = queueItem({
      state: "appealed",
      hiddenReason: "spam",
      reports: [
        { reason: "spam", note: null, createdAt: "2026-03-02T09:00:00.000Z", counted: true },
        { reason: "abuse", note: "Insults drivers.", createdAt: "2026-03-02T10:00:00.000Z", counted: true },
        { reason: "spam", note: "An advert, nothing to do with buses.", createdAt: "2026-03-02T11:00:00.000Z", counted: false },
      ],
      reportsToHide: 6,
      flags: [{ kind: "spam", reason: "it reads like advertising (www.)" }],
      appeal: { text: "It is a real offer for commuters, not spam at all.", createdAt: "2026-03-03T09:00:00.000Z", outcome: null },
      authorRecent: [{ _id: "m-old", idea: "More benches at the bus station.", state: "published", createdAt: "2026-02-01T09:00:00.000Z" }],
    });
    stubStaffApi({ "GET /api/moderation/queue": page([item]) });
    renderBackOffice(<ModerationQueueScreen kind="editor" />);
    const article = await card(item.motion.idea);
    expect(within(article).getByRole("heading", { level: 2, name: "Metro Transit" })).toBeInTheDocument();
    expect(article).toHaveTextContent("Appealed");
    expect(article).toHaveTextContent("Hidden as: Spam or advertising");
    expect(article).toHaveTextContent("It is a real offer for commuters, not spam at all.");
    const reports = within(article).getByRole("heading", { name: "Open reports (3)" }).closest("section")!;
    // Which reports count towards hiding, against what would hide it (6: a moderator cleared it before).
    expect(reports).toHaveTextContent("Counted towards hiding: 2 of the 6 needed to hide it at once.");
    expect(within(reports).getAllByRole("listitem")[0]).toHaveTextContent(/^Spam or advertising · 2 reports, 1 countedAn advert, nothing to do with buses\. · .+ · not counted$/);
    expect(reports).toHaveTextContent("Abusive, hateful or threatening · 1 report, 1 counted");
    expect(within(reports).getByText("Insults drivers.").closest("li")).not.toHaveTextContent("not counted");
    expect(article).toHaveTextContent("spam: it reads like advertising (www.)");
    const author = within(article).getByRole("heading", { name: "Author" }).closest("section")!;
    expect(author).toHaveTextContent("Ravi Patel");
    expect(author).toHaveTextContent("More benches at the bus station.Published");
    // The rubric's score, named as such: the queue says "AI" only of a model's.
    expect(article).toHaveTextContent("Rubric 31");
    expect(article.textContent).not.toMatch(/\bAI\b/);
  });

  it("offers only the moves the rules allow from each state", async () => {
    const items = {
      review: queueItem({ state: "review" }),
      hidden: queueItem({ state: "hidden", hiddenReason: "spam" }),
      appealed: queueItem({ state: "appealed", hiddenReason: "spam" }),
      awaiting: queueItem({ state: "awaiting" }),
    };
    stubStaffApi({ "GET /api/moderation/queue": page(Object.values(items)) });
    renderBackOffice(<ModerationQueueScreen kind="editor" />);
    expect(buttonNames(await card(items.review.motion.idea))).toEqual(["Keep this motion", "Hide this motion"]);
    expect(buttonNames(await card(items.hidden.motion.idea))).toEqual(["Hide this motion", "Restore this motion"]);
    expect(buttonNames(await card(items.appealed.motion.idea))).toEqual(["Hide this motion", "Restore this motion"]);
    expect(buttonNames(await card(items.awaiting.motion.idea))).toEqual(["Hide this motion", "Approve this motion"]);
    // Editors neither suspend nor read the log.
    expect(screen.queryByRole("button", { name: "Suspend author" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Moderation log" })).toBeNull();
  });

  it("sends one decision with the state the moderator saw, toasts the server's message and re-reads the queue", async () => {
    const item = queueItem({ state: "hidden", hiddenReason: "offtopic" });
    const api = stubStaffApi({
      "GET /api/moderation/queue": page([item]),
      [`POST /api/moderation/motions/${item.motion._id}`]: { body: { message: moderationMessages.decided, state: "published" } },
    });
    renderBackOffice(<ModerationQueueScreen kind="editor" />);
    await userEvent.click(within(await card(item.motion.idea)).getByRole("button", { name: "Restore this motion" }));
    expect(await screen.findByText(moderationMessages.decided)).toBeInTheDocument();
    const posts = api.calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ action: "restore", expectedState: "hidden" });
    expect(posts[0]?.headers.get("Authorization")).toBe("Bearer editor-jwt");
    await waitFor(() => expect(api.calls.filter((c) => c.url.pathname === "/api/moderation/queue")).toHaveLength(2));
  });

  it("on a 409 shows the server's message, re-reads the queue and offers the moves of the new state", async () => {
    const item = queueItem({ state: "review" });
    const api = stubStaffApi({ "GET /api/moderation/queue": page([item]) });
    renderBackOffice(<ModerationQueueScreen kind="editor" />);
    const article = await card(item.motion.idea);
    api.set((url, call) =>
      call.method === "POST" ? { status: 409, body: { message: moderationMessages.stale } } : page([{ ...item, state: "hidden", hiddenReason: "spam" }]),
    );
    await userEvent.click(within(article).getByRole("button", { name: "Keep this motion" }));
    expect(await screen.findByText(moderationMessages.stale)).toBeInTheDocument();
    await waitFor(() => expect(buttonNames(article)).toEqual(["Hide this motion", "Restore this motion"]));
    expect(article).toHaveTextContent("Hidden by reports");
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ action: "keep", expectedState: "review" });
  });

  it("Hide asks for the public reason, starting from the most reported, and sends it with the state seen", async () => {
    const item = queueItem({
      state: "review",
      reports: [
        { reason: "abuse", note: null, createdAt: "2026-03-02T09:00:00.000Z", counted: true },
        { reason: "abuse", note: null, createdAt: "2026-03-02T10:00:00.000Z", counted: true },
        { reason: "spam", note: null, createdAt: "2026-03-02T11:00:00.000Z", counted: true },
      ],
    });
    const api = stubStaffApi({
      "GET /api/moderation/queue": page([item]),
      [`POST /api/moderation/motions/${item.motion._id}`]: { body: { message: moderationMessages.decided, state: "removed" } },
    });
    renderBackOffice(<ModerationQueueScreen kind="admin" />);
    await userEvent.click(within(await card(item.motion.idea)).getByRole("button", { name: "Hide this motion" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide this motion" });
    expect(within(dialog).getByRole("radio", { name: "Abusive, hateful or threatening" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Off-topic for this page" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Note for the log/ }), "Not about transit.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide motion" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ action: "hide", expectedState: "review", reason: "offtopic", note: "Not about transit." });
  });

  it("lets a national admin suspend the author with a reason, and links to the moderation log", async () => {
    const item = queueItem({ author: { _id: "member-ravi", name: "Ravi Patel", suspendedUntil: null } });
    const api = stubStaffApi({
      "GET /api/admin/loggedin": { body: { admin: nationalAdmin } },
      "GET /api/moderation/queue": page([item]),
      "POST /api/moderation/members/member-ravi/suspension": { body: { message: moderationMessages.suspensionSet, suspendedUntil: "2026-03-10T00:00:00.000Z" } },
    });
    renderBackOffice(<ModerationQueueScreen kind="admin" />);
    expect(await screen.findByRole("link", { name: "Moderation log" })).toHaveAttribute("href", "/admin/moderation/log");
    await userEvent.click(within(await card(item.motion.idea)).getByRole("button", { name: "Suspend author" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Ravi Patel" });
    expect(within(dialog).getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(["7 days", "30 days", "Permanently"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(moderationMessages.suspensionReason)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("radio", { name: "30 days" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Posts adverts again and again.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(moderationMessages.suspensionSet)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ suspension: "30d", reason: "Posts adverts again and again." });
  });

  // A suspension holds in every city: a city admin moderates their city's motions but suspends nobody.
  it("offers a city admin the log but no suspension", async () => {
    const item = queueItem({ author: { _id: "member-ravi", name: "Ravi Patel", suspendedUntil: null } });
    stubStaffApi({ "GET /api/moderation/queue": page([item]) });
    renderBackOffice(<ModerationQueueScreen kind="admin" />);
    expect(await screen.findByRole("link", { name: "Moderation log" })).toBeInTheDocument();
    await card(item.motion.idea);
    expect(screen.queryByRole("button", { name: "Suspend author" })).toBeNull();
  });

  it("says when nothing waits", async () => {
    stubStaffApi({ "GET /api/moderation/queue": page([]) });
    renderBackOffice(<ModerationQueueScreen kind="editor" />);
    expect(await screen.findByText("Nothing waits for a moderator")).toBeInTheDocument();
  });
});
