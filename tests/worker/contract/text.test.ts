import { describe, expect, it } from "vitest";
import { cleanOneLine, lengthRules, letterCount, multiLineText, oneLineText, textLength, textMessages, webLink } from "../../../worker/contract/text";

// The one rule for typed text (worker/contract/text.ts), on its own: what each kind of field keeps, changes
// and refuses, and that a refusal is the one message that says what to remove. The routes' cases are in
// tests/worker/routes (auth-register, contact, pages-validation, motions-submit).

const oneLine = oneLineText("required").min(1, "required").max(20, "too long");
const multiLine = multiLineText("required").min(1, "required").max(50, "too long");
const link = webLink("bad link");

/** The parsed value, or the messages of the refusal. */
const run = (schema: typeof oneLine, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((issue) => issue.message) };
};

describe("one-line text", () => {
  it("normalises to NFC before trimming and counting: a decomposed é is one composed character", () => {
    expect(run(oneLine, "  Cafe\u0301 ")).toEqual({ value: "Caf\u00e9" });
    expect(run(oneLine, `${"e\u0301".repeat(20)}`)).toEqual({ value: "\u00e9".repeat(20) });
  });

  it("keeps emoji, other scripts and the direction marks mixed-script names need", () => {
    for (const name of ["Zoë 😀", "שלום 42\u200F", "مرحبا\u061C", "👩\u200D👩\u200D👧", "İstanbul"]) expect(run(oneLine, name)).toEqual({ value: name });
  });

  it.each([
    ["NUL", "Ada\u0000Lovelace", textMessages.control],
    ["DEL", "Ada\u007F", textMessages.control],
    ["a C1 control (NEL)", "Ada\u0085Lovelace", textMessages.control],
    ["escape", "\u001B[31mAda", textMessages.control],
    ["a newline", "Ada\nLovelace", textMessages.oneLine],
    ["a tab", "Ada\tLovelace", textMessages.oneLine],
    ["a line separator", "Ada\u2028Lovelace", textMessages.oneLine],
    ["a right-to-left override", "Ada \u202Eecalevol", textMessages.bidi],
    ["an isolate", "\u2066Ada\u2069", textMessages.bidi],
    ["a lone high surrogate", "Ada \ud83d", textMessages.surrogate],
    ["a lone low surrogate", "\ude00 Ada", textMessages.surrogate],
  ])("refuses %s with its own message, and only that one", (_, input, message) => {
    expect(run(oneLine, input)).toEqual({ messages: [message] });
    expect(run(oneLine, input + "x".repeat(40))).toEqual({ messages: [message] }); // not also "too long"
  });

  it("trims surrounding line breaks and tabs instead of refusing them", () => {
    expect(run(oneLine, "\tAda Lovelace\r\n")).toEqual({ value: "Ada Lovelace" });
  });

  it("still says required first for a missing or blank field", () => {
    expect(run(oneLine, undefined)).toEqual({ messages: ["required"] });
    expect(run(oneLine, " \n ")).toEqual({ messages: ["required"] });
  });
});

describe("multi-line text", () => {
  it("keeps line breaks and tabs, every line ending as \\n", () => {
    expect(run(multiLine, "First line\r\nsecond\rthird\u2029fourth\n\n\t- item")).toEqual({ value: "First line\nsecond\nthird\nfourth\n\n\t- item" });
  });

  it("counts a Windows line ending once", () => {
    expect(run(multiLine, "a\r\n".repeat(24) + "b")).toEqual({ value: "a\n".repeat(24) + "b" });
  });

  it.each([
    ["NUL", "Fix the lights\u0000", textMessages.control],
    ["a vertical tab", "Fix\u000Bthe lights", textMessages.control],
    ["a form feed", "Fix\fthe lights", textMessages.control],
    ["a bidi override", "Fix the \u202Dlights", textMessages.bidi],
    ["a lone surrogate", "Fix the lights \ud800", textMessages.surrogate],
  ])("refuses %s", (_, input, message) => {
    expect(run(multiLine, input)).toEqual({ messages: [message] });
  });
});

describe("web links", () => {
  it.each([
    "https://city.example",
    "http://city.example/plans/2025?year=2025#top",
    "HTTPS://City.Example/Plan",
    "https://b\u00fccher.example/caf\u00e9",
    "http://localhost:8787/x",
    "",
  ])("accepts %j as typed", (input) => {
    expect(run(link, ` ${input} `)).toEqual({ value: input });
  });

  it.each([
    ["NUL in the host", "http://\u0000evil.example", textMessages.control],
    ["NUL in the path", "https://ok.example/\u0000", textMessages.control],
    ["a tab the parser would drop", "https://ok.exa\tmple/", textMessages.oneLine],
    ["a right-to-left override", "https://ok.example/\u202Egnp.exe", textMessages.bidi],
    ["a right-to-left mark", "https://ok.example/\u200Fabc", textMessages.linkInvisible],
    ["a zero-width space", "https://ok.exam\u200Bple/", textMessages.linkInvisible],
    ["a lone surrogate", "https://ok.example/\ud800", textMessages.surrogate],
  ])("refuses %s with the character's message", (_, input, message) => {
    expect(run(link, input)).toEqual({ messages: [message] });
  });

  it.each([
    ["no scheme", "city.example"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["ftp:", "ftp://city.example/file"],
    ["no slashes (the parser would add them)", "https:city.example"],
    ["a backslash (the parser reads it as /)", "https://ok.example\\@evil.example"],
    ["a user name and password", "https://user:secret@city.example/"],
    ["a user name", "https://ok.example@evil.example/"],
    ["a space", "https://city.example/a b"],
    ["a host without a dot", "https://intranet/"],
    ["no host", "https://"],
    ["a host the parser refuses", "https://exa mple.com"],
    ["a percent-encoded NUL in the host", "http://%00evil.example/"],
    ["too long", `https://city.example/${"a".repeat(500)}`],
  ])("refuses %s with the field's message", (_, input) => {
    expect(run(link, input)).toEqual({ messages: ["bad link"] });
  });
});

describe("cleanOneLine (text that cannot be refused back, such as a Google profile name)", () => {
  it.each([
    ["  Cafe\u0301  Owner ", "Caf\u00e9 Owner"],
    ["Ada\u0000\nLovelace\u202E", "Ada Lovelace"],
    ["\u2066Zo\u00eb\u2069 \ud83d", "Zo\u00eb \uFFFD"],
    ["\u0007", ""],
  ])("cleans %j to %j", (input, clean) => expect(cleanOneLine(input)).toBe(clean));
});

describe("lengths as a reader counts them", () => {
  it.each([
    ["plain letters", "Bike lanes", 10, 9],
    ["a decomposed é", "Cafe\u0301", 4, 4],
    ["a flag and a family emoji", "🇺🇦👨‍👩‍👧‍👦", 2, 0],
    ["zero-width spaces, joiners, a soft hyphen and a BOM", "\u200B\u200D\u00AD\uFEFF\u2060", 0, 0],
    ["Arabic with a direction mark", "شارع 42\u200F", 7, 6],
    ["dots", ".....", 5, 0],
  ])("%s", (_, text, length, letters) => {
    expect(textLength(text)).toBe(length);
    expect(letterCount(text)).toBe(letters);
  });

  it("applies the rules in order, and lets an optional field stay empty", () => {
    const field = multiLineText("required").check(...lengthRules({ required: "required", min: [4, "short"], max: [6, "long"], letters: 2 }));
    const first = (text: string) => field.safeParse(text).error?.issues[0]?.message;
    expect([first("\u200B\u200B"), first("ab"), first("abcdefg"), first("....."), first("ab..")]).toEqual(["required", "short", "long", textMessages.lettersNeeded(2), undefined]);
    const optional = multiLineText().check(...lengthRules({ max: [3, "long"] }));
    expect([optional.safeParse("").success, optional.safeParse("🇺🇦🇺🇦🇺🇦").success, optional.safeParse("abcd").success]).toEqual([true, true, false]);
  });
});
