import { describe, expect, it } from "vitest";
import { scoreWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";
import { labelledSet } from "../../../eval/scoring/labelled-set";
import { scoringInputs } from "../../../eval/scoring/figures";

// The rubric's explanation: the card's format, short, in plain sentences, and true to the motion — the
// summary, the points that moved the score most, the changes that would raise it.

const PARKS = labelledSet.find((s) => s.page.key === "parks")!.page;
const score = (text: string, page = PARKS) => scoreWithRubric({ motion: { id: "m", text }, page, others: [] });
const explanations = scoringInputs().map(({ motion, input }) => ({ motion, explanation: scoreWithRubric(input).explanation }));

const isHeading = (l: string) => l.endsWith(":") && l.split(/\s+/).length <= 8;
const section = (explanation: string, heading: string) =>
  explanation.split("\n\n").find((s) => s.startsWith(`${heading}\n`))?.split("\n").slice(1) ?? [];

describe("rubric explanation: the analysis card's format", () => {
  it.each(explanations.map((e) => [e.motion.id, e.explanation]))("%s: a summary, what moved the score, how to raise it", (_, explanation) => {
    const lines = explanation.split("\n");
    expect(lines.filter(isHeading)).toEqual(["Summary:", "What moved the score:", "How to raise it:"]);
    expect(lines[1]).toMatch(/^Rule-based analysis by the Plaza rubric v\d+\.\d+\.\d+, no language model: \d+(\.\d)?\/100\. /);
    const moved = section(explanation, "What moved the score:");
    const raise = section(explanation, "How to raise it:");
    expect(moved.length).toBeGreaterThanOrEqual(1);
    expect(moved.length).toBeLessThanOrEqual(3);
    expect(raise.length).toBeGreaterThanOrEqual(1);
    expect(raise.length).toBeLessThanOrEqual(2);
    for (const l of [...moved, ...raise]) expect(l).toMatch(/^- \S/);
    expect(explanation).not.toMatch(/\n\n\n|\s$/);
  });

  it("is short: no explanation of the labelled set runs past 130 words", () => {
    for (const { explanation } of explanations) expect(explanation.split(/\s+/).length).toBeLessThanOrEqual(130);
  });

  it("never lists what was not found", () => {
    for (const { explanation } of explanations) expect(explanation).not.toMatch(/Not found|Only loosely stated|Found who/);
  });
});

describe("rubric explanation: true to the motion and to the page", () => {
  it("never asks to name who should act: the page is the body that acts", () => {
    for (const { explanation } of explanations) expect(explanation).not.toMatch(/who should (?:act|carry it out)|department, agency or partner/);
  });

  it("fits its tips to the page's subject", () => {
    const { explanation } = score("Add more benches in the parks.");
    expect(explanation).toContain("which parks or facilities");
    expect(explanation).not.toMatch(/riders|tenants|students/);
  });

  it("quotes the motion's own words for what raised the score", () => {
    const { explanation } = score(
      "Replace the broken swings at Hillcrest Park before next summer. The playground failed its last safety inspection and families from the Old Mill apartments have nowhere else to go.",
    );
    expect(explanation).toContain('It asks for a specific change: "Replace the broken swings at Hillcrest Park before next summer"');
    expect(explanation).toContain('It says why it matters: "The playground failed its last safety inspection');
  });

  it("does not say that numbers are missing when the motion gives them", () => {
    const { explanation } = score("Replace the worn rubber surfacing at all 64 city playgrounds by 2028, starting with the ones that failed inspection.");
    expect(explanation).not.toMatch(/no place, time, numbers/);
    expect(explanation).toContain('"all 64 city playgrounds"');
  });

  it("reads a motion in Spanish and says that its topic was not compared with the English page", () => {
    const { explanation } = score(
      "Reemplazar los columpios rotos del parque infantil de Hillcrest Park antes del próximo verano. Las familias de Old Mill no tienen otro parque cerca.",
    );
    expect(explanation).toContain("Read in Spanish: its request and reasons were judged");
    expect(explanation).toContain('It asks for a specific change: "Reemplazar los columpios rotos');
    expect(explanation).not.toMatch(/matter for another page|shares no subject words/);
  });

  it("says plainly when it cannot read a motion's language", () => {
    const { explanation } = score("公园里的秋千坏了，请在明年夏天之前更换希尔克雷斯特公园的秋千。");
    expect(explanation).toContain("the motion is in a language it cannot read");
    expect(explanation).not.toMatch(/matter for another page|shares no subject words/);
  });
});
