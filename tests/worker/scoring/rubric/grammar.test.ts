import { describe, expect, it } from "vitest";
import { namesAThing, opensWithImperative, politeAsk } from "../../../../worker/scoring/rubric/grammar";
import { analyseWithRubric } from "../../../../worker/scoring/rubric/rubric-scorer";

// Requests found by their grammar, not by lists of words (README.md, "How scoring works"): the tagger's
// imperative whatever the verb, polite constructions whatever fills them, and what a request acts on.

const PAGE = {
  name: "Ashford Animal Services",
  description:
    "Runs the city shelter on Kestrel Road, takes in lost and stray animals, licenses dogs and cats and holds low-cost vaccine clinics. Propose changes to adoptions, shelter hours, clinics and lost-pet services.",
};
const analyse = (text: string) => analyseWithRubric({ motion: { id: "m", text }, page: PAGE, others: [] });

describe("the opening imperative, by compromise's tagger", () => {
  it.each(["Reroute the 12 bus along Main Street.", "Waive the adoption fee for senior dogs.", "Park the vans behind the shelter at night."])(
    "reads %s as opening with a verb",
    (clause) => expect(opensWithImperative(clause)).toBe(true),
  );

  it("reads a noun that could be a verb as a noun when a verb follows it", () => {
    expect(opensWithImperative("Park benches are broken.")).toBe(false);
  });
});

describe("what a request acts on", () => {
  const process = (w: string) => ["months", "budget"].includes(w);
  it("names a thing, or a thing named before it", () => {
    expect(namesAThing("Fund a lifeguard at Mill Pond", process)).toBe(true);
    expect(namesAThing("Repair it", process)).toBe(true);
  });

  it("names nothing in an insult or in process talk", () => {
    expect(namesAThing("vote her out lol", process)).toBe(false);
    expect(namesAThing("Complete within 12 months", process)).toBe(false);
  });
});

describe("polite requests", () => {
  it.each([
    ["It would help a lot if the animal control line were answered after 10 pm.", "modal"],
    ["It would hlep if the vaccine clinic also ran on Saturdays.", "modal"],
    ["I would be grateful if the shelter could start a pet food pantry.", "modal"],
    ["i would respectfully ask that the market move to canal street", "modal"],
    ["Could the shelter post every stray on the website within 12 hours?", "modal"],
    ["can there be more all-ages concerts like ones that aren't in bars", "modal"],
    ["I'd love to see a foster orientation on Saturday mornings.", "wish"],
    ["Our block has no public art — a mural on the underpass would change that.", "wish"],
  ])("reads %s as a request (%s)", (clause, ask) => expect(politeAsk(clause)).toBe(ask));

  it.each(["Can scale to every precinct.", "Can't anyone answer the phone?", "The shelter is open until 5."])("does not read %s as one", (clause) =>
    expect(politeAsk(clause)).toBeNull(),
  );

  it("scores a specific request put politely like the same request put as an order", () => {
    const order = analyse("Open the Kestrel Road shelter until 7 pm on Tuesdays and Thursdays, so people who work days can adopt.").result.score;
    const polite = analyse(
      "It would help if the Kestrel Road shelter stayed open until 7 pm on Tuesdays and Thursdays, so people who work days can adopt.",
    ).result.score;
    expect(Math.abs(order - polite)).toBeLessThanOrEqual(10);
    expect(polite).toBeGreaterThan(50);
  });
});

describe("reading around the request", () => {
  it("reads the page's own name as nothing, however often it is repeated", () => {
    const base = "Hold a free vaccine clinic at the Eastgate library on the first Saturday of May.";
    const named = `${base} ${Array(4).fill(PAGE.name).join(", ")}.`;
    expect(analyse(named).result.score).toBeLessThanOrEqual(analyse(base).result.score + 5);
  });

  it("flags a few words shuffled and repeated as gibberish, however much follows them", () => {
    const salad = "shelter dogs cats the shelter animals clinic dogs shelter cats the animals clinic";
    const { hardFlags } = analyse(`${salad} Complete within 12 months. The budget is $250,000 from the capital fund.`);
    expect(hardFlags.map((f) => f.kind)).toContain("gibberish");
  });

  it("splits a sentence run into the next without its full stop, before a common word, not inside a name", () => {
    const run = analyse("keep the shelter open later on tuesdays Everything would be finished in good time and paid for sensibly.");
    const stopped = analyse("keep the shelter open later on tuesdays. Everything would be finished in good time and paid for sensibly.");
    expect(run.result.score).toBe(stopped.result.score);
  });
});
