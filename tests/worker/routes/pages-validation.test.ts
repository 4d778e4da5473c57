import { describe, expect, it } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { textMessages } from "../../../worker/contract/text";
import { api, errorJson, okJson } from "../support/client";
import { adminSession, BIO, pageForm, postPage } from "../support/staff";

// Every message of the page form (name, bio, rank, links and each social network's address), answered by
// the Worker with 400 and the form's own text; add and edit validate with the same schema.

type Fields = Parameters<typeof pageForm>[0];

const post = async (fields: Fields) => {
  const { auth } = await adminSession();
  return postPage(auth, pageForm(fields));
};

const expectRefused = async (fields: Fields, message: string, path?: string) => {
  const body = await errorJson(await post(fields), 400);
  expect(body.message).toBe(message);
  if (path) expect(body.issues).toContainEqual({ path, message });
};

describe("name and bio", () => {
  it.each([
    [{ name: undefined }, pageMessages.nameRequired, "name"],
    [{ name: "   " }, pageMessages.nameRequired, "name"],
    [{ name: "n".repeat(121) }, pageMessages.nameTooLong, "name"],
    [{ name: "\u200B".repeat(8) }, pageMessages.nameRequired, "name"],
    [{ name: "★★★" }, textMessages.lettersNeeded(1), "name"],
    [{ bio: `${"🌳".repeat(30)} ${".".repeat(30)}` }, textMessages.lettersNeeded(25), "bio"],
    [{ bio: undefined }, pageMessages.bioRequired, "bio"],
    [{ bio: "  " }, pageMessages.bioRequired, "bio"],
    [{ bio: "b".repeat(49) }, pageMessages.bioTooShort, "bio"],
    [{ bio: ` ${"b".repeat(49)} ` }, pageMessages.bioTooShort, "bio"], // counted after trimming
    [{ bio: "b".repeat(5001) }, pageMessages.bioTooLong, "bio"],
    [{ sortRank: "0" }, pageMessages.sortRank, "sortRank"],
    [{ sortRank: "1001" }, pageMessages.sortRank, "sortRank"],
    [{ sortRank: "first" }, pageMessages.sortRank, "sortRank"],
    [{ link1: "example.org" }, pageMessages.link, "link1"],
    [{ link2: "javascript:alert(1)" }, pageMessages.link, "link2"],
    [{ link3: "ftp://example.org/file" }, pageMessages.link, "link3"],
  ])("refuses %j", async (fields, message, path) => {
    await expectRefused(fields, message, path);
  });

  it("accepts a bio of exactly 50 characters and a rank of 1000", async () => {
    expect((await post({ bio: "b".repeat(50), sortRank: "1000" })).status).toBe(201);
  });

  it("lists every failing field in issues", async () => {
    const res = await post({ name: "", bio: "short", tiktok: "https://tiktok.com/nobody" });
    const { issues } = await errorJson(res, 400);
    expect(issues?.map((i) => i.path).sort()).toEqual(["bio", "name", "tiktok"]);
  });
});

// Each platform: addresses people really paste, and near misses that must be refused.
const social: Record<string, { valid: string[]; invalid: string[] }> = {
  twitter: {
    valid: ["https://twitter.com/cityhall", "https://x.com/city_hall", "http://www.twitter.com/CityHall/", "https://mobile.x.com/a?s=21"],
    invalid: ["https://x.com/", "https://x.com/has-dash", "https://twitter.org/cityhall", "https://x.com/way_too_long_handle_1", "x.com/cityhall"],
  },
  instagram: {
    valid: ["https://instagram.com/city.hall", "https://www.instagram.com/city_hall/", "https://instagram.com/cityhall?igsh=1"],
    invalid: ["https://instagram.com/", "https://instagr.am/cityhall", "https://instagram.com/a b", "https://www.instagram.com/city/hall"],
  },
  facebook: {
    valid: ["https://facebook.com/cityhall", "https://www.facebook.com/profile.php?id=100", "https://m.facebook.com/city.hall", "https://fb.com/cityhall"],
    invalid: ["https://facebook.com/", "https://facebook.net/cityhall", "https://face-book.com/cityhall", "facebook.com/cityhall"],
  },
  tiktok: {
    valid: ["https://tiktok.com/@cityhall", "https://www.tiktok.com/@city.hall/", "https://www.tiktok.com/@city_hall?lang=en"],
    invalid: ["https://tiktok.com/cityhall", "https://www.tiktok.com/@", "https://tiktok.com/@a", "https://tiktok.net/@cityhall"],
  },
  youtube: {
    valid: [
      "https://youtube.com/@cityhall",
      "https://www.youtube.com/channel/UC1234567890abcdefghij",
      "https://youtube.com/c/CityHall",
      "https://m.youtube.com/user/cityhall",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://youtu.be/dQw4w9WgXcQ",
    ],
    invalid: ["https://youtube.com/", "https://youtube.com/cityhall", "https://youtu.be/short", "https://youtube.com/watch?v=abc", "https://vimeo.com/@cityhall"],
  },
};

describe.each(Object.entries(social))("%s", (field, { valid, invalid }) => {
  it.each(valid)("accepts %s", async (link) => {
    const { entity: page } = await okJson(await post({ [field]: link }), 201);
    expect(page.socialMediaLinks).toEqual([{ name: field, link }]);
  });

  it.each(invalid)("refuses %s", async (link) => {
    await expectRefused({ [field]: link }, pageMessages[field as keyof typeof pageMessages], field);
  });
});

// Links are read by the URL parser, after the characters it would silently strip or encode are refused.
describe("unicode and links", () => {
  it.each([
    [{ name: "City\u0000Hall" }, textMessages.control, "name"],
    [{ name: "City\nHall" }, textMessages.oneLine, "name"],
    [{ name: "\u202ELLAH YTIC" }, textMessages.bidi, "name"],
    [{ bio: `${BIO}\u0007` }, textMessages.control, "bio"],
    [{ bio: `${BIO} \u2067hidden\u2069` }, textMessages.bidi, "bio"],
    [{ link1: "http://\u0000evil.example" }, textMessages.control, "link1"],
    [{ link2: "https://ok.example/\u202Egnp.exe" }, textMessages.bidi, "link2"],
    [{ link3: "https://ok.example/\u200Breport" }, textMessages.linkInvisible, "link3"],
    [{ twitter: "https://x.com/cityhall?\u202E" }, textMessages.bidi, "twitter"],
    [{ link1: "https://user:secret@ok.example/" }, pageMessages.link, "link1"],
    [{ link2: "https://ok.example@evil.example/" }, pageMessages.link, "link2"],
    [{ link3: "https:ok.example" }, pageMessages.link, "link3"],
    [{ link1: "https://ok.example\\@evil.example" }, pageMessages.link, "link1"],
    [{ link2: "https://intranet/plan" }, pageMessages.link, "link2"],
    [{ facebook: "https://facebook.com/city hall" }, pageMessages.facebook, "facebook"],
  ])("refuses %j", async (fields, message, path) => {
    await expectRefused(fields, message, path);
  });

  it("stores the name and bio as NFC, the bio's line breaks as \\n, and links as typed", async () => {
    const name = `Cafe\u0301 ${crypto.randomUUID().slice(0, 8)}`;
    const bio = `${BIO}\r\n\r\nOpen daily.\r\n\t- Caf\u0065\u0301 corner`;
    const link = "https://b\u00fccher.example/Plan?q=caf\u00e9";
    const { entity } = await okJson(await post({ name, bio, link1: link }), 201);
    const read = await okJson(await api().entity[":slug"].$get({ param: { slug: entity.slug } }));
    expect(read.entity).toMatchObject({
      name: name.normalize("NFC"),
      description: `${BIO}\n\nOpen daily.\n\t- Caf\u00e9 corner`,
      additionalLinks: [link],
    });
    expect(read.entity.name).toMatch(/^Caf\u00e9 /);
  });
});
