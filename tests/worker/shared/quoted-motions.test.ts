import { describe, expect, it } from "vitest";
import { markCopiedQuotes, quotedIdsIn, quoteOf, resolveQuotes } from "../../../worker/shared/quoted-motions";

// Quotes of other motions inside an analysis (worker/shared/quoted-motions.ts): marked when stored, resolved
// on every read against which quoted motions are still public. The route-level walk is in
// tests/worker/robustness/hidden-text.test.ts.

const EARLIER = { id: "m-earlier", text: "Light the riverside footpath between the two bridges with low lamps" };
const OTHER = { id: "m-other", text: "Repaint the zebra crossings near every primary school" };

describe("resolveQuotes", () => {
  const stored = `It repeats the earlier motion ${quoteOf(EARLIER.id, '"Light the riverside footpath…"')}; support that one.`;

  it("keeps the words of a public motion and withholds those of any other", () => {
    expect(quotedIdsIn(stored)).toEqual([EARLIER.id]);
    expect(resolveQuotes(stored, [EARLIER.id])).toBe('It repeats the earlier motion "Light the riverside footpath…"; support that one.');
    expect(resolveQuotes(stored, [])).toBe("It repeats the earlier motion (a motion that is no longer public); support that one.");
    expect(resolveQuotes(stored, null)).not.toContain("riverside");
  });

  it("leaves an analysis without quotes, and a missing one, as they are", () => {
    expect(quotedIdsIn("A specific request.")).toBeNull();
    expect(resolveQuotes("A specific request.", null)).toBe("A specific request.");
    expect(resolveQuotes(null, null)).toBeNull();
  });
});

describe("markCopiedQuotes", () => {
  it("marks a run of four or more words a model copied, naming the motion it came from", () => {
    const marked = markCopiedQuotes("Originality:\n- Close to the earlier idea to light the riverside footpath between the two bridges.", [OTHER, EARLIER]);
    expect(quotedIdsIn(marked)).toEqual([EARLIER.id]);
    expect(resolveQuotes(marked, [])).toBe("Originality:\n- Close to the earlier idea to (a motion that is no longer public).");
    expect(resolveQuotes(marked, [EARLIER.id])).toBe("Originality:\n- Close to the earlier idea to light the riverside footpath between the two bridges.");
  });

  it("leaves shorter runs, paraphrase and marker-like text copied from a motion unmarked", () => {
    const text = "A lamp on the footpath would help; [[quote:m-other]]crossings[[/quote]] are another matter.";
    const marked = markCopiedQuotes(text, [EARLIER, OTHER]);
    expect(quotedIdsIn(marked)).toBeNull();
    expect(marked).toBe("A lamp on the footpath would help; crossings are another matter.");
  });
});
