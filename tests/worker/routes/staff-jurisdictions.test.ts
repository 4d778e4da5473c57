import { firstCityRow, insertJurisdiction, newCity } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../../worker/contract/contact";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { api, errorJson, okJson } from "../support/client";
import { insertMotion, insertPage, uniqueTag } from "../support/factories";
import { adminOf, editorOf, summaryOf } from "../support/jurisdiction-staff";
import { decide } from "../support/moderation";
import { addPage, pageForm, postPage, putPage } from "../support/staff";

// Staff per jurisdiction (README.md): what a city admin and an editor reach beyond the authorization matrix
// (robustness/jurisdiction-matrix.test.ts): where their pages and editors go, how a page moves, whose
// contact messages they read, and the transparency figures of one city.

type Auth = Record<string, string>;

describe("staff sessions", () => {
  it("name the jurisdiction: a city admin's and an editor's, none for a national admin", async () => {
    const city = await newCity();
    const cityAdmin = await adminOf(city);
    expect((await okJson(await api(cityAdmin.auth).admin.loggedin.$get())).admin.jurisdiction).toEqual(summaryOf(city));
    expect((await okJson(await api((await adminOf(null)).auth).admin.loggedin.$get())).admin.jurisdiction).toBeNull();
    expect((await okJson(await api((await editorOf(city)).auth).editor.loggedin.$get())).editor.jurisdiction).toEqual(summaryOf(city));
  });
});

describe("pages per jurisdiction", () => {
  it("go where the form says within reach, else to the staff member's own (a national admin's: the first city)", async () => {
    const city = await newCity();
    const district = await insertJurisdiction("district", city);
    const { auth } = await editorOf(city);
    expect((await addPage(auth)).jurisdiction).toEqual(summaryOf(city));
    expect((await addPage(auth, { jurisdiction: district.slug })).jurisdiction).toEqual(summaryOf(district));
    expect((await addPage((await adminOf(null)).auth)).jurisdiction).toEqual(summaryOf(await firstCityRow()));
    const elsewhere = await postPage(auth, pageForm({ jurisdiction: (await newCity()).slug }));
    expect((await errorJson(elsewhere, 403)).message).toBe(jurisdictionMessages.outsideYours);
    const unknown = await postPage(auth, pageForm({ jurisdiction: `nowhere-${uniqueTag()}` }));
    expect((await errorJson(unknown, 400)).message).toBe(jurisdictionMessages.notFound);
  });

  it("make a slug unique within its jurisdiction: the same name has the same slug in two cities", async () => {
    const [a, b] = [await newCity(), await newCity()];
    const name = `Parks and Recreation ${uniqueTag()}`;
    const inA = await addPage((await adminOf(a)).auth, { name });
    const inB = await addPage((await adminOf(b)).auth, { name });
    expect(inB.slug).toBe(inA.slug);
    expect((await addPage((await adminOf(a)).auth, { name })).slug).toBe(`${inA.slug}-2`);
  });

  it("move within reach on edit, keeping the slug; not outside it (403), nor onto a page of the same slug (409)", async () => {
    const city = await newCity();
    const [district, other] = [await insertJurisdiction("district", city), await insertJurisdiction("district", city)];
    const { auth } = await adminOf(city);
    const page = await addPage(auth);
    const moved = await okJson(await putPage(auth, page._id, pageForm({ jurisdiction: district.slug }, null)));
    expect(moved.entity).toMatchObject({ slug: page.slug, jurisdiction: summaryOf(district) });
    const away = await putPage(auth, page._id, pageForm({ jurisdiction: (await newCity()).slug }, null));
    expect((await errorJson(away, 403)).message).toBe(jurisdictionMessages.outsideYours);
    await insertPage({ jurisdictionId: other.id, slug: page.slug });
    const clash = await putPage(auth, page._id, pageForm({ jurisdiction: other.slug }, null));
    expect((await errorJson(clash, 409)).message).toBe(jurisdictionMessages.pageSlugTakenThere);
  });
});

describe("editors per jurisdiction", () => {
  const addEditor = (auth: Auth, jurisdiction?: string) =>
    api(auth).admin.editor.add.$post({ json: { username: `ed-${uniqueTag()}`, password: "secret1", ...(jurisdiction ? { jurisdiction } : {}) } });

  it("belong to the admin's city unless the form names one below it; none elsewhere", async () => {
    const city = await newCity();
    const district = await insertJurisdiction("district", city);
    const { auth } = await adminOf(city);
    expect((await okJson(await addEditor(auth), 201)).editor.jurisdiction).toEqual(summaryOf(city));
    expect((await okJson(await addEditor(auth, district.slug), 201)).editor.jurisdiction).toEqual(summaryOf(district));
    expect((await errorJson(await addEditor(auth, (await newCity()).slug), 403)).message).toBe(jurisdictionMessages.outsideYours);
  });

  it("act on their jurisdiction's motions only, and merge only into them", async () => {
    const [city, other] = [await newCity(), await newCity()];
    const { auth } = await editorOf(city);
    const page = await insertPage({ jurisdictionId: city.id });
    const [duplicate, original] = [await insertMotion(page.id, { score: 50 }), await insertMotion(page.id, { score: 50 })];
    const foreign = await insertMotion((await insertPage({ jurisdictionId: other.id })).id, { score: 50 });
    const merge = (into: string) =>
      api(auth).idea[":id"].updates.$post({ param: { id: duplicate.id }, json: { text: "Merged: the same proposal as another.", expectedStatus: "open", status: "merged", mergedInto: into } });
    expect((await errorJson(await merge(foreign.id), 403)).message).toBe(jurisdictionMessages.outsideYours);
    expect((await okJson(await merge(original.id), 201)).motion.mergedInto).toBe(original.id);
  });
});

describe("the motions inbox per jurisdiction", () => {
  it("counts and lists the jurisdiction's motions awaiting an answer; another city's page is a 403", async () => {
    const [city, other] = [await newCity(), await newCity()];
    const { auth } = await editorOf(city);
    const summary = async () => (await okJson(await api(auth).idea.inbox.summary.$get())).awaitingFirstResponse;
    const before = await summary();
    const mine = await insertMotion((await insertPage({ jurisdictionId: (await insertJurisdiction("district", city)).id })).id, { score: 50 });
    const foreignPage = await insertPage({ jurisdictionId: other.id });
    await insertMotion(foreignPage.id, { score: 50 });
    expect((await summary()) - before).toBe(1);
    const listed = await okJson(await api(auth).idea.inbox.$get({ query: { sort: "Latest", limit: "50" } }));
    expect(listed.motions.map((m) => m._id)).toContain(mine.id);
    expect(listed.motions.every((m) => m.entity.jurisdiction._id !== other.id)).toBe(true);
    const foreign = await api(auth).idea.inbox.$get({ query: { entity: foreignPage.id } });
    expect((await errorJson(foreign, 403)).message).toBe(jurisdictionMessages.outsideYours);
  });
});

describe("contact messages per jurisdiction", () => {
  const send = (jurisdiction?: string) =>
    api().contact.$post({ json: { name: "Visitor", email: `v-${uniqueTag()}@example.test`, message: `A question for the city (${uniqueTag()}).`, ...(jurisdiction ? { jurisdiction } : {}) } });
  const inbox = async (auth: Auth) => (await okJson(await api(auth).contact.messages.$get({ query: { limit: "50" } }))).messages;

  it("reach the city's admins and the national ones; a message to no city only the national admins", async () => {
    const [city, other] = [await newCity(), await newCity()];
    const district = await insertJurisdiction("district", city);
    expect((await okJson(await send(district.slug))).message).toBe(contactMessages.sent);
    await okJson(await send());
    const [cityAdmin, otherAdmin, national] = [await adminOf(city), await adminOf(other), await adminOf(null)];
    const mine = await inbox(cityAdmin.auth);
    expect(mine.map((m) => m.jurisdiction)).toEqual([summaryOf(district)]);
    expect(await inbox(otherAdmin.auth)).toEqual([]);
    const all = await inbox(national.auth);
    const [toNobody, toDistrict] = [all[0]!, all[1]!]; // newest first
    expect([toNobody.jurisdiction, toDistrict._id]).toEqual([null, mine[0]!._id]);
    const handle = (auth: Auth, id: string) => api(auth).contact.messages[":id"].handled.$patch({ param: { id }, json: { handled: true } });
    expect((await errorJson(await handle(cityAdmin.auth, toNobody._id), 403)).message).toBe(jurisdictionMessages.outsideYours);
    expect((await okJson(await handle(cityAdmin.auth, toDistrict._id))).contactMessage.handledAt).not.toBeNull();
  });

  it("go to the national admins when the city they name no longer exists, never refused", async () => {
    const message = `Nowhere ${uniqueTag()}`;
    const sent = await api().contact.$post({ json: { name: message, email: `v-${uniqueTag()}@example.test`, message: `A question for a city that is gone (${uniqueTag()}).`, jurisdiction: `nowhere-${uniqueTag()}` } });
    expect((await okJson(sent)).message).toBe(contactMessages.sent);
    const national = await inbox((await adminOf(null)).auth);
    expect(national.find((m) => m.name === message)).toMatchObject({ jurisdiction: null });
  });
});

describe("transparency per jurisdiction", () => {
  const figures = async (jurisdiction?: string) => okJson(await api().transparency.$get(jurisdiction ? { query: { jurisdiction } } : undefined));

  it("counts the moderation of the jurisdiction's motions only; the nation's counts all", async () => {
    const [city, other] = [await newCity(), await newCity()];
    const motion = await insertMotion((await insertPage({ jurisdictionId: (await insertJurisdiction("district", city)).id })).id, { score: 50 });
    const before = { nation: await figures() };
    await okJson(await decide((await editorOf(city)).auth, motion.id, "hide", "published", "spam"));
    const [inCity, inOther, nation] = [await figures(city.slug), await figures(other.slug), await figures()];
    expect([inCity.hiddenTotal, inOther.hiddenTotal]).toEqual([1, 0]);
    expect(inCity.jurisdiction).toEqual(summaryOf(city));
    expect(nation.hiddenTotal - before.nation.hiddenTotal).toBe(1);
    expect(nation.jurisdiction).toBeNull();
    const unknown = await api().transparency.$get({ query: { jurisdiction: `nowhere-${uniqueTag()}` } });
    expect((await errorJson(unknown, 404)).message).toBe(jurisdictionMessages.notFound);
  });
});
