import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MotionDetail } from "../../../../../web/src/features/motions/api/motion-queries";
import { MotionPermalink } from "../../../../../web/src/features/motions/components/motion-permalink";
import { renderInRouter } from "../../../support/render-in-router";
import { makeMotion, makeUpdate } from "../motion-fixtures";

// The motion's permalink: its status, the merge links and the timeline (submitted, scored, every update).

/** The city every motion named here belongs to (README.md, "URLs"). */
const CITY = { _id: "city-1", slug: "rivermouth", name: "Rivermouth", kind: "city" as const };

const update = makeUpdate;

const detail = (overrides: Partial<MotionDetail>): MotionDetail => ({
  ...makeMotion({ idea: "Light the riverside path after dark.", createdAt: "2026-03-01T09:00:00.000Z", scoredAt: "2026-03-01T09:00:02.000Z", aiScore: 72 }),
  updates: [],
  mergedIntoMotion: null,
  alsoProposedAs: [],
  moderation: null,
  ...overrides,
});

describe("MotionPermalink", () => {
  it("shows the timeline oldest first: submitted, scored, each status move and response with who, in order", async () => {
    const motion = detail({
      status: "accepted",
      updates: [
        update({ status: "under_review", previousStatus: "open", text: "We are costing the lights.", by: { name: "Dana", role: "editor" } }),
        update({ status: "accepted", previousStatus: "under_review", text: "Funded in the 2027 budget.\nWork starts in May.", by: { name: "Sam Admin", role: "admin" } }),
        update({ status: "accepted", previousStatus: "accepted", text: "The contractor is chosen." }),
      ],
    });
    renderInRouter(<MotionPermalink motion={motion} />);
    const timeline = await screen.findByRole("list", { name: "Timeline" });
    const entries = within(timeline).getAllByRole("listitem").map((li) => li.querySelector("p")?.textContent);
    expect(entries).toEqual(["Submitted", "Scored 72 out of 100 by Plaza rubric analyzer, rule-based", "Open → Under review", "Under review → Accepted", "Response from the city"]);
    expect(within(timeline).getByText("Sam Admin").parentElement).toHaveTextContent("Sam Admin · Administrator");
    expect(within(timeline).getByText(/Funded in the 2027 budget\./).textContent).toBe("Funded in the 2027 budget.\nWork starts in May.");
    expect(screen.getByText("Accepted").closest("[data-status]")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /All motions on City Council/ })).toHaveAttribute("href", "/rivermouth/city-council");
  });

  it("says when its author deleted their account and kept it on the record", async () => {
    renderInRouter(<MotionPermalink motion={detail({ formerMember: true })} />);
    expect(await screen.findByText(/Former member/)).toHaveTextContent("Former member (the author deleted their account)");
  });

  it("names no former member for a member's motion", async () => {
    renderInRouter(<MotionPermalink motion={detail({})} />);
    expect(await screen.findByText("Light the riverside path after dark.")).toBeInTheDocument();
    expect(screen.queryByText(/Former member/)).toBeNull();
  });

  it("says when the city has not answered yet", async () => {
    renderInRouter(<MotionPermalink motion={detail({})} />);
    expect(await screen.findByText("No response from the city yet.")).toBeInTheDocument();
    expect(screen.queryByText(/^Status:/)).toBeNull();
  });

  it("links a merged motion to the one it went into, and that one to its duplicates", async () => {
    const into = { _id: "m-into", idea: "Light every riverside path", hidden: false, entity: { slug: "parks", name: "Parks", jurisdiction: CITY } };
    const merged = detail({
      status: "merged",
      mergedInto: "m-into",
      mergedIntoMotion: into,
      updates: [update({ status: "merged", previousStatus: "open", mergedInto: "m-into", text: "Same proposal as the one linked." })],
    });
    const { unmount } = renderInRouter(<MotionPermalink motion={merged} />);
    const links = await screen.findAllByRole("link", { name: "Light every riverside path" });
    expect(links[0]).toHaveAttribute("href", "/rivermouth/parks/motions/m-into");
    expect(screen.getAllByText(/Merged into:/)).toHaveLength(2); // the notice and the timeline entry
    unmount();

    const dup = { _id: "m-dup", idea: "Lamps on the river path", hidden: false, entity: { slug: "city-council", name: "City Council", jurisdiction: CITY } };
    renderInRouter(
      <MotionPermalink
        motion={detail({ alsoProposedAs: [dup], updates: [update({ mergedFrom: "m-dup", text: "Same proposal as the one linked." })] })}
      />,
    );
    expect(await screen.findByText("Also proposed as:")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Lamps on the river path" })[0]).toHaveAttribute("href", "/rivermouth/city-council/motions/m-dup");
    expect(screen.getByText("A duplicate was merged into this motion")).toBeInTheDocument();
  });

  it("names a merged motion that is hidden since without its words", async () => {
    const hidden = { _id: "m-hidden", idea: "", hidden: true, entity: { slug: "parks", name: "Parks", jurisdiction: CITY } };
    renderInRouter(<MotionPermalink motion={detail({ alsoProposedAs: [hidden], updates: [update({ mergedFrom: "m-hidden", text: "Same proposal as the one linked." })] })} />);
    const links = await screen.findAllByRole("link", { name: "A motion hidden by the moderators" });
    expect(links[0]).toHaveAttribute("href", "/rivermouth/parks/motions/m-hidden");
  });

  it("lets Arabic and Hebrew text run right to left: the motion, each response and who gave it, and the merged motion", async () => {
    const into = { _id: "m-into", idea: "إنارة كل ممرات النهر", hidden: false, entity: { slug: "parks", name: "Parks", jurisdiction: CITY } };
    const motion = detail({
      idea: "נבקש תאורה בשביל הנהר אחרי החשכה",
      status: "merged",
      mergedInto: "m-into",
      mergedIntoMotion: into,
      updates: [update({ status: "merged", previousStatus: "open", mergedInto: "m-into", text: "نفس الاقتراح المرتبط هنا.", by: { name: "دانة", role: "editor" } })],
    });
    renderInRouter(<MotionPermalink motion={motion} />);
    expect(await screen.findByText("נבקש תאורה בשביל הנהר אחרי החשכה")).toHaveAttribute("dir", "auto");
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(within(timeline).getByText("نفس الاقتراح المرتبط هنا.")).toHaveAttribute("dir", "auto");
    expect(within(timeline).getByText("دانة")).toHaveAttribute("dir", "auto");
    expect(within(timeline).getByText("دانة").parentElement).toHaveTextContent("دانة · City editor");
    for (const link of screen.getAllByRole("link", { name: "إنارة كل ممرات النهر" })) expect(link).toHaveAttribute("dir", "auto");
  });
});
