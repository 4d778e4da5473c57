import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MotionCard } from "../../../../../web/src/features/motions/components/motion-card";
import { rivermouth } from "../../../support/jurisdiction-fixtures";
import { renderInRouter } from "../../../support/render-in-router";
import { stubApi } from "../../../support/stub-api";
import { makeMotion, makeUpdate } from "../motion-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
});

const now = new Date(2026, 2, 11, 12).getTime();

describe("MotionCard", () => {
  it("shows the motion's text with its line breaks, the score, vote buttons with counts, the time and the page", async () => {
    const motion = makeMotion({
      idea: "Open the library on Sundays.\nStaff it with volunteers.",
      createdAt: new Date(now - 3 * 60 * 60 * 1000).toISOString(),
      votes: { count: 12, voters: [] },
      downVotes: { count: 3, downVoters: [] },
    });
    renderInRouter(<MotionCard motion={motion} now={now} />);

    const text = await screen.findByText(/Open the library on Sundays\./);
    expect(text.textContent).toBe("Open the library on Sundays.\nStaff it with volunteers.");
    expect(text).toHaveClass("whitespace-pre-line");
    expect(screen.getByText("Rubric score 72 out of 100, rule-based")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upvote (12)" })).toHaveTextContent("12");
    expect(screen.getByRole("button", { name: "Downvote (3)" })).toHaveTextContent("3");

    const time = screen.getByText("3 hours ago");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("dateTime", motion.createdAt);
    // The time links to the motion's permalink, its full date in the title.
    const permalink = screen.getByRole("link", { name: /^Open motion, posted ?3 hours ago$/ });
    expect(permalink).toHaveAttribute("href", `/rivermouth/city-council/motions/${motion._id}`);
    expect(permalink.getAttribute("title")).toMatch(/2026/);

    const link = screen.getByRole("link", { name: "City Council" });
    expect(link).toHaveAttribute("href", "/rivermouth/city-council");
  });

  it("shows a long date for a motion 7 days old or more", async () => {
    renderInRouter(<MotionCard motion={makeMotion({ createdAt: new Date(2026, 2, 4, 12).toISOString() })} now={now} />);
    expect(await screen.findByText("March 4, 2026")).toBeInTheDocument();
  });

  it("shows Scoring… and no number while the motion is still being scored", async () => {
    const motion = makeMotion({ aiStatus: "pending", aiScore: null, aiExplanation: null, aiCriteria: null, aiModel: null });
    const { requests } = stubApi(() => ({ body: { motion } }));
    renderInRouter(<MotionCard motion={motion} now={now} />);
    expect(await screen.findByText("Scoring…")).toBeInTheDocument();
    expect(screen.queryByText(/score \d/)).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "See Score Analysis" }));
    expect(screen.getByText("The analysis will appear here when scoring finishes.")).toBeInTheDocument();
    expect(requests[0]?.pathname).toBe(`/api/idea/${motion._id}`);
  });

  it("replaces Scoring… with the score once scoring has finished", async () => {
    const scored = makeMotion({ aiScore: 81 });
    const pending = { ...scored, aiStatus: "pending" as const, aiScore: null, aiExplanation: null, aiCriteria: null };
    stubApi(() => ({ body: { motion: scored } }));
    renderInRouter(<MotionCard motion={pending} now={now} />);
    expect(await screen.findByText("Rubric score 81 out of 100, rule-based")).toBeInTheDocument();
    expect(screen.queryByText("Scoring…")).toBeNull();
  });

  it("asks nothing of the server for a motion that is already scored", async () => {
    const { requests } = stubApi(() => ({ body: {} }));
    renderInRouter(<MotionCard motion={makeMotion()} now={now} />);
    await screen.findByText("Rubric score 72 out of 100, rule-based");
    expect(requests).toHaveLength(0);
  });

  it("toggles the analysis panel between See and Hide Score Analysis", async () => {
    renderInRouter(<MotionCard motion={makeMotion()} now={now} />);
    const toggle = await screen.findByRole("button", { name: "See Score Analysis" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Hide Score Analysis");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(within(panel).getByText("Summary:")).toHaveClass("font-semibold");
    expect(within(panel).getByText("Feasible within a year").tagName).toBe("LI");
    const criteria = within(panel).getByRole("list", { name: "Score by criterion" });
    expect(within(criteria).getAllByRole("listitem")).toHaveLength(7);
    expect(within(criteria).getByText("Clarity").parentElement).toHaveTextContent("Clarity90 out of 100");
    expect(within(panel).getByText("Scored by:").parentElement).toHaveTextContent("Scored by: Plaza rubric analyzer, rule-based (Plaza's published rules, applied the same way to every motion)");
    expect(within(panel).getByRole("link", { name: "How scoring works" })).toHaveAttribute("href", "/how-scoring-works");

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("See Score Analysis");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("shows the explanation without bars when the scorer gave no criteria", async () => {
    renderInRouter(<MotionCard motion={makeMotion({ aiCriteria: null })} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "See Score Analysis" }));
    expect(screen.queryByRole("list", { name: "Score by criterion" })).toBeNull();
    expect(screen.getByText("A clear proposal.")).toBeInTheDocument();
  });

  it("says AI nowhere on a card the rubric scored, its analysis open", async () => {
    renderInRouter(<MotionCard motion={makeMotion()} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "See Score Analysis" }));
    const card = screen.getByRole("article");
    expect(within(card).getByText("Rubric 72")).toBeVisible();
    expect(card.textContent).not.toMatch(/\bAI\b|\bA\.I\b|artificial/i);
    expect(within(card).getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? "").join(" ")).not.toMatch(/\bAI\b/);
  });

  it("says AI, with the model's name, on a card a language model scored", async () => {
    const motion = makeMotion({ aiModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)", aiScore: 84 });
    renderInRouter(<MotionCard motion={motion} now={now} />);
    expect(await screen.findByText("AI 84")).toBeVisible();
    expect(screen.getByText("AI score 84 out of 100 by Llama 3.3 70B (Workers AI)")).toHaveClass("sr-only");
    await userEvent.click(screen.getByRole("button", { name: "See AI Score Analysis" }));
    expect(screen.getByText("AI analysis by").parentElement).toHaveTextContent(
      "AI analysis by Llama 3.3 70B (Workers AI), a language model, checked against Plaza's rule-based rubric",
    );
    expect(screen.getByRole("button", { name: "Hide AI Score Analysis" })).toHaveAttribute("aria-expanded", "true");
  });

  it("names another provider's model as it was stored", async () => {
    renderInRouter(<MotionCard motion={makeMotion({ aiModel: "gpt-4o-mini (OpenAI-compatible API)" })} now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "See AI Score Analysis" }));
    expect(screen.getByText("AI analysis by").parentElement).toHaveTextContent(/^AI analysis by gpt-4o-mini \(OpenAI-compatible API\), a language model/);
  });

  it("shows no status badge for an open motion, and the city's status and first line of its latest response otherwise", async () => {
    const { unmount } = renderInRouter(<MotionCard motion={makeMotion({ status: "open" })} now={now} />);
    await screen.findByText(/Rubric score/);
    expect(screen.queryByText(/^Status:/)).toBeNull();
    expect(screen.queryByText("City response:", { exact: false })).toBeNull();
    unmount();

    const latestUpdate = makeUpdate({
      status: "accepted",
      previousStatus: "under_review",
      text: "The parks team will plant 40 trees this autumn.\nDetails follow at the March meeting.",
    });
    renderInRouter(<MotionCard motion={makeMotion({ status: "accepted", latestUpdate })} now={now} />);
    const badge = await screen.findByText("Accepted");
    expect(badge.closest("[data-status]")).toHaveTextContent("Status: Accepted");
    const response = screen.getByText("The parks team will plant 40 trees this autumn.", { exact: false });
    expect(response.closest("p")).toHaveTextContent(/^City response: The parks team will plant 40 trees this autumn\.$/);
  });

  it("marks a motion whose author deleted their account as by a former member, and only that one", async () => {
    renderInRouter(
      <>
        <MotionCard motion={makeMotion({ idea: "Kept on the record.", formerMember: true })} now={now} />
        <MotionCard motion={makeMotion({ idea: "Still a member's." })} now={now} />
      </>,
    );
    const [kept, current] = await screen.findAllByRole("article");
    expect(within(kept!).getByText(/Former member/).closest("span")).toHaveTextContent("Former member (the author deleted their account)");
    expect(within(current!).queryByText(/Former member/)).toBeNull();
  });

  it("lets Arabic text run right to left: the motion, the city's response and the page's name each take their own direction", async () => {
    const motion = makeMotion({
      idea: "نريد ممرات آمنة للدراجات في شارع المدينة الرئيسي قبل الصيف",
      status: "accepted",
      latestUpdate: makeUpdate({ status: "accepted", previousStatus: "open", text: "سنبدأ العمل في الربيع القادم." }),
      entity: { _id: "entity-ar", slug: "baladiya", name: "بلدية المدينة", jurisdiction: rivermouth, image: { url: "/images/baladiya.png" } },
    });
    renderInRouter(<MotionCard motion={motion} now={now} highlight="ممرات" />);
    // The search's highlight splits the text into parts; their paragraph still takes the text's direction.
    const text = (await screen.findByText("ممرات")).closest("p");
    expect(text).toHaveTextContent(motion.idea);
    expect(text).toHaveAttribute("dir", "auto");
    expect(screen.getByText("سنبدأ العمل في الربيع القادم.")).toHaveAttribute("dir", "auto");
    expect(screen.getByText("بلدية المدينة")).toHaveAttribute("dir", "auto");
    // The card around them keeps the page's own direction.
    expect(screen.getByRole("article")).not.toHaveAttribute("dir");
  });
});
