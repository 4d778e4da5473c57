import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TransparencyScreen } from "../../../../../web/src/features/transparency/components/transparency-screen";
import { renderInRouter } from "../../../support/render-in-router";
import { transparencyReport } from "../transparency-fixtures";
import { rivermouth } from "../../../support/jurisdiction-fixtures";
import { stubRoutes } from "../../../support/stub-api";
import { nationTree } from "../../jurisdictions/jurisdiction-fixtures";

// /transparency: how moderation works (with the configured numbers of hiding by reports), the year's figures, and the hidden motions per month and reason as an
// accessible table (the chart beside it is hidden from assistive technology: the table is its text).

describe("TransparencyScreen", () => {
  it("shows the figures and a table of hidden motions per month and reason, with totals", async () => {
    const report = transparencyReport({ hiddenTotal: 4, casesDecided: 3, medianHoursToDecision: 5.5, appeals: { made: 2, upheld: 1, rejected: 1 } });
    report.hiddenByMonth[10]!.byReason = { spam: 2, abuse: 1, personal: 0, offtopic: 0, other: 0 };
    report.hiddenByMonth[11]!.byReason = { spam: 0, abuse: 0, personal: 1, offtopic: 0, other: 0 };
    renderInRouter(<TransparencyScreen report={report} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Transparency" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "How moderation works" })).toBeInTheDocument();
    expect(screen.getByText("April 2025 to March 2026.")).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement!;
    expect(figure("Motions hidden")).toHaveTextContent("4");
    expect(figure("Median time to a decision")).toHaveTextContent("5.5 hours");
    expect(figure("Cases decided")).toHaveTextContent("3");
    expect(figure("Appeals made")).toHaveTextContent("2");
    expect(figure("Appeals made")).toHaveTextContent("1 upheld (made public again), 1 rejected");

    const table = screen.getByRole("table", { name: "Motions hidden per month and reason" });
    const [head, ...rows] = within(table).getAllByRole("row");
    expect(within(head!).getAllByRole("columnheader").map((c) => c.textContent)).toEqual([
      "Month",
      "Spam or advertising",
      "Abusive, hateful or threatening",
      "Personal information about someone",
      "Off-topic for this page",
      "Other",
      "Total",
    ]);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole("rowheader")).toHaveTextContent("April 2025");
    expect(within(rows[10]!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["2", "1", "0", "0", "0", "3"]);
    expect(within(rows[11]!).getByRole("rowheader")).toHaveTextContent("March 2026");
    // The table scrolls by itself on a phone, and can be scrolled by keyboard.
    expect(screen.getByRole("region", { name: "Motions hidden per month and reason" })).toHaveAttribute("tabindex", "0");
  });

  it("states which reports count and how many hide a motion, with the numbers the Worker is configured with", async () => {
    renderInRouter(<TransparencyScreen report={transparencyReport()} />);
    const step = async (title: string) => (await screen.findByRole("heading", { level: 3, name: new RegExp(title) })).closest("li")!;
    expect(await step("Which reports count")).toHaveTextContent(
      "A report counts towards hiding a motion only if the member's account is at least 7 days old and they had voted or posted a motion before reporting it.",
    );
    const hiding = await step("Enough reports hide a motion at once");
    expect(hiding).toHaveTextContent("When the reports of 3 different members count against the same motion, it is hidden straight away");
    expect(hiding).toHaveTextContent("one counted report for every 20 votes it has, for or against, so a motion with 200 votes needs 10.");
    expect(await step("Moderators decide")).toHaveTextContent(
      "Once a moderator has kept or restored a motion, only reports made after that count, and it takes twice as many to hide it again (6 for a motion with few votes).",
    );
  });

  it("states other configured numbers as they are, and a restored motion left to the moderators", async () => {
    const rules = { hideAt: 5, reporterMinAgeDays: 30, restoredFactor: 0, votesPerReport: 20 };
    renderInRouter(<TransparencyScreen report={transparencyReport({ rules })} />);
    expect(await screen.findByText(/at least 30 days old/)).toBeInTheDocument();
    expect(screen.getByText(/the reports of 5 different members count/)).toHaveTextContent("so a motion with 200 votes needs 10.");
    expect(screen.getByText(/Once a moderator has kept or restored a motion, reports no longer hide it: only a moderator can\./)).toBeInTheDocument();
  });

  it("says when no case has been decided yet", async () => {
    renderInRouter(<TransparencyScreen report={transparencyReport()} />);
    expect(await screen.findByText("No decisions yet")).toBeInTheDocument();
  });

  it("narrows the figures to a place: a select of the nation, its regions and its cities", async () => {
    stubRoutes({ "GET /api/jurisdictions": { body: nationTree() } });
    const onPlace = vi.fn();
    renderInRouter(<TransparencyScreen report={transparencyReport()} onPlace={onPlace} />);
    const select = await screen.findByRole("combobox", { name: "Figures for" });
    expect(await within(select).findByRole("option", { name: "All of Norland" })).toBeInTheDocument();
    await within(select).findByRole("option", { name: "Rivermouth" });
    await userEvent.selectOptions(select, "rivermouth");
    expect(onPlace).toHaveBeenCalledWith("rivermouth");
  });

  it("names the place whose figures it shows", async () => {
    stubRoutes({ "GET /api/jurisdictions": { body: nationTree() } });
    renderInRouter(<TransparencyScreen report={transparencyReport({ jurisdiction: rivermouth })} place="rivermouth" onPlace={() => {}} />);
    expect(await screen.findByRole("heading", { level: 2, name: "The last twelve months in Rivermouth" })).toBeInTheDocument();
  });
});
