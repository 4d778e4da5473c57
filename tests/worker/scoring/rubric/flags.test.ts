import { describe, expect, it } from "vitest";
import { detectFlags } from "../../../../worker/scoring/rubric/flags";

// Spam needs real advertising signals, not everyday words; gibberish includes placeholder Latin and
// keyboard mash mixed in among real words; text in another script is not gibberish.

const kinds = (text: string) => detectFlags(text).map((f) => f.kind);

describe("spam: advertising, not everyday civic words", () => {
  it.each([
    "Let riders pay with a contactless bank card or phone on every bus, so people don't have to buy a separate fare card or carry exact cash.",
    "Offer a 50% fare discount for riders on SNAP or Medicaid, with the reduced-fare card on sale at every library branch and not only at the downtown customer office.",
    "Let tenants pay rent online without the $3.95 card fee the current portal charges.",
    "Publish the board meeting agenda at least a week ahead on ashfordusd.org and stream every meeting with live captions.",
    "Post the repair line's number, 555-0100, in every lobby so tenants know whom to call.",
    "Extend hotspot loans to four weeks and list the waitlist at library.ashford.gov.",
  ])("does not flag an ordinary motion: %s", (text) => {
    expect(kinds(text)).not.toContain("spam");
  });

  it.each([
    "Get cheap bus passes and gift cards at www.ticketdealz.biz — 70% off, call 555-0199 today!",
    "Need quick cash? Payday loans approved in 10 minutes, no credit check. Call 1-800-555-0134 or apply at fastcash-now.net",
    "Essay writing service for students! Buy A+ essays for only $9.99 per page at top-essays.xyz, use code SCHOOL20.",
    "Cheap car insurance for tenants, lowest rates guaranteed! Call now 555 0123 for a free quote.",
    "Write to deals@cheapfares.example for the best price on monthly passes, promo code RIDE10.",
  ])("flags advertising: %s", (text) => {
    expect(kinds(text)).toContain("spam");
  });

  it("keeps flagging the advert the moderation queue test submits", () => {
    expect(kinds("BUY CHEAP BUS PASSES NOW at www.cheap-passes.biz, discount coupon for everyone!!!")).toEqual(
      expect.arrayContaining(["spam", "shouting"]),
    );
  });
});

describe("gibberish", () => {
  it.each([
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
    "Lorem ipsum library hours dolor sit amet, books consectetur adipiscing.",
    "school hjkl board sdfgh qwerty please zxcvb the kids mnbvc",
    "Please fix the swings at Hillcrest Park asdfgh qwerty, they are broken.",
  ])("flags placeholder text and keyboard mash: %s", (text) => {
    expect(kinds(text)).toContain("gibberish");
  });

  it.each([
    "Add HVAC repairs and CPR classes to the SNAP office schedule.",
    "Run the 24/7 hotline in English, Spanish and Vietnamese.",
    "在所有公园增加更多的长椅和饮水机，因为夏天老人没有地方休息。",
    "Поставить скамейки у всех автобусных остановок на улице Ленина.",
  ])("does not flag acronyms, numbers or another script: %s", (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
