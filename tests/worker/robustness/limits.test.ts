import { describe, expect, it } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { commonMessages } from "../../../worker/contract/messages";
import { api, okJson } from "../support/client";
import { pageForm, postPage, toFormData } from "../support/staff";
import { allowedHeaders, expectHonest, headersFor, hit, sendValid, snapshot, withFakeGoogle, type Sent } from "./harness";
import { buildPath, paramNames, routeName, ROUTES, type Route } from "./routes";

// The size and type limits: a body over 6 MB is refused with 413 before it is parsed (or authorized),
// whether it declares its length or streams without one; a body of another media type is a 415 on every
// JSON and multipart route; and an over-long value in any field of any route is a 400 — never a 500, never
// a write.

const LIMIT = 6 * 1024 * 1024;
const JSON_ROUTES = ROUTES.filter((r) => r.body === "json");
const FORM_ROUTES = ROUTES.filter((r) => r.body === "form");
const CONTACT = ROUTES.find((r) => r.path === "/api/contact")!;
const PAGE_ADD = ROUTES.find((r) => r.path === "/api/entity/add")!;

/** `total` bytes in `chunk`-sized pieces, without a Content-Length; counts what the Worker actually read. */
const streamed = (bytes: Uint8Array, chunk = 64 * 1024) => {
  const read = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.bytes >= bytes.length) return controller.close();
        const piece = bytes.subarray(read.bytes, read.bytes + chunk);
        read.bytes += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, read };
};

const junk = (size: number) => new Uint8Array(size).fill(0x7b); // "{{{{…": not JSON either

/** A page form whose image alone is over the limit, serialized as fetch would send it. */
const hugeForm = async () => {
  const form = toFormData(pageForm({}, new File([new Uint8Array(LIMIT + 1024)], "huge.png", { type: "image/png" })));
  const res = new Response(form);
  return { bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get("Content-Type")! };
};

const expectRefused = async (res: Response, status: number, message: string, before: string) => {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
  expect(await snapshot()).toBe(before);
};

describe("413: bodies over the limit are refused before they are parsed", () => {
  // With a declared length the body is not even read: the stream's bytes stay where they are.
  it("a JSON route with a Content-Length over 6 MB (not even JSON, and not signed in) → 413, unread", async () => {
    const before = await snapshot();
    for (const route of [CONTACT, ROUTES.find((r) => r.path === "/api/idea/add")!]) {
      const { body, read } = streamed(junk(LIMIT + 1));
      const headers = { "Content-Type": "application/json", "Content-Length": String(LIMIT + 1) };
      await expectRefused(await hit("POST", route.path, { headers, body }), 413, "The request is too large.", before);
      expect(read.bytes).toBeLessThan(1024 * 1024);
    }
  });

  it("a multipart route with an image over the limit → 413 with the form's own text, unread", async () => {
    const { bytes, type } = await hugeForm();
    const { body, read } = streamed(bytes);
    const headers = { ...(await headersFor("admin")), "Content-Type": type, "Content-Length": String(bytes.length) };
    const before = await snapshot();
    await expectRefused(await hit("POST", PAGE_ADD.path, { headers, body }), 413, pageMessages.imageTooLarge, before);
    expect(read.bytes).toBeLessThan(1024 * 1024);
  });

  it("chunked bodies without a Content-Length → 413, and the Worker stops reading at the limit", async () => {
    const { bytes, type } = await hugeForm();
    const cases = [
      { path: CONTACT.path, type: "application/json", bytes: junk(3 * LIMIT), message: "The request is too large." },
      { path: PAGE_ADD.path, type, bytes, message: pageMessages.imageTooLarge },
    ];
    for (const c of cases) {
      const { body, read } = streamed(c.bytes);
      const auth = await headersFor("admin");
      const before = await snapshot();
      const res = await hit("POST", c.path, { headers: { ...auth, "Content-Type": c.type }, body });
      await expectRefused(res, 413, c.message, before);
      expect(read.bytes).toBeLessThan(LIMIT + 1024 * 1024);
    }
  });

  it("a chunked body under the limit still reaches validation (400, not 413)", async () => {
    const json = JSON.stringify({ name: "Visitor", email: "v@example.test", message: "x".repeat(LIMIT / 2) });
    const res = await hit("POST", CONTACT.path, { headers: { "Content-Type": "application/json" }, body: streamed(new TextEncoder().encode(json)).body });
    expect(res.status).toBe(400);
    await expectHonest(res, "chunked under the limit");
  });
});

describe("415: a body of another media type", () => {
  withFakeGoogle();
  const NOT_JSON = [undefined, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp", "application/xml"];
  const NOT_MULTIPART = [undefined, "application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/mixed; boundary=x"];
  const cases = [
    ...JSON_ROUTES.flatMap((route) => NOT_JSON.map((type) => ({ name: routeName(route), route, type, message: commonMessages.jsonRequired }))),
    ...FORM_ROUTES.flatMap((route) => NOT_MULTIPART.map((type) => ({ name: routeName(route), route, type, message: pageMessages.multipartRequired }))),
  ];

  it("covers every JSON and multipart route", () => {
    expect(new Set(cases.map((c) => c.route)).size).toBe(JSON_ROUTES.length + FORM_ROUTES.length);
    expect(JSON_ROUTES.length).toBeGreaterThanOrEqual(14);
    expect(FORM_ROUTES.length).toBe(3); // the page's add and edit forms, the member's picture
  });

  it.each(cases)("$name as $type → 415", async ({ route, type, message }) => {
    const valid = await route.valid();
    // The same fields, encoded as the wrong type says (bytes, so fetch adds no media type of its own).
    const text = route.body === "json" ? JSON.stringify(valid.json) : new URLSearchParams(Object.fromEntries(valid.form!().entries()) as Record<string, string>).toString();
    const headers = { ...(await allowedHeaders(route.who)), ...(type ? { "Content-Type": type } : {}) };
    const before = await snapshot();
    const res = await hit(route.method, buildPath(route, valid.params), { headers, body: new TextEncoder().encode(text) });
    await expectRefused(res, 415, message, before);
  });
});

describe("400: an over-long value in any field of any route", () => {
  withFakeGoogle();
  const LONG = "x".repeat(10_000);
  type Field = { where: "param" | "query" | "json" | "form"; key: string };
  // The page form's optional fields, which its valid request leaves out.
  const PAGE_OPTIONAL_FIELDS = ["twitter", "instagram", "facebook", "tiktok", "youtube", "link1", "link2", "link3", "sortRank"];
  const fieldsOf = async (route: Route): Promise<Field[]> => {
    const valid = await route.valid();
    return [
      ...paramNames(route).map((key) => ({ where: "param" as const, key })),
      ...Object.keys(valid.query ?? {}).map((key) => ({ where: "query" as const, key })),
      ...Object.keys(valid.json ?? {}).map((key) => ({ where: "json" as const, key })),
      ...(valid.form ? [...new Set([...valid.form().keys(), ...(route.path.startsWith("/api/entity") ? PAGE_OPTIONAL_FIELDS : [])])] : []).map(
        (key) => ({ where: "form" as const, key }),
      ),
    ];
  };
  const withInputs = ROUTES.filter((r) => r.path.includes(":") || r.body || ["/api/entity", "/api/idea", "/api/idea/entityidea", "/api/contact/messages"].includes(r.path));

  it.each(withInputs.map((route) => ({ name: routeName(route), route })))("$name", async ({ route, name }) => {
    const fields = await fieldsOf(route);
    expect(fields.length, "a route with inputs").toBeGreaterThan(0);
    for (const field of fields) {
      const valid = await route.valid();
      const over: Sent = { headers: await allowedHeaders(route.who) };
      if (field.where === "param") over.path = buildPath(route, { ...valid.params, [field.key]: LONG });
      if (field.where === "query") over.query = `?${new URLSearchParams({ ...valid.query, [field.key]: LONG })}`;
      if (field.where === "json") over.body = JSON.stringify({ ...valid.json, [field.key]: LONG });
      if (field.where === "form") {
        const form = valid.form!();
        form.set(field.key, LONG);
        over.body = form;
      }
      const before = await snapshot();
      const res = await sendValid(route, valid, over);
      const label = `${name} with a 10,000-character ${field.where} ${field.key}`;
      // An image key, a sitemap's or a share card's file name is not validated but looked up: an impossible one is simply not found.
      const lookedUp = ["/images/", "/sitemaps/", "/og/"].some((prefix) => route.path.startsWith(prefix));
      expect(res.status, label).toBe(lookedUp ? 404 : 400);
      await expectHonest(res, label);
      expect(await snapshot(), label).toBe(before);
    }
  });
});

// The other side of the limit: the longest values the contract accepts must be served, not fail deeper down
// (D1 refuses LIKE patterns over 50 bytes, which a 100-character search or a long page name once reached).
describe("the longest valid values are served", () => {
  it.each(["a".repeat(100), "😀".repeat(50), "%_\\".repeat(33)])("a search of %#", async (search) => {
    expect(await okJson(await api().entity.$get({ query: { search, limit: "8" } }))).toEqual([]);
  });

  it("a page named with 120 characters, twice (the second gets a numbered slug)", async () => {
    const name = "A".repeat(120);
    const slugs: string[] = [];
    for (const _ of [1, 2]) {
      const { entity: page } = await okJson(await postPage(await headersFor("editor"), pageForm({ name })), 201);
      slugs.push(page.slug);
    }
    expect(slugs).toEqual(["a".repeat(80), `${"a".repeat(78)}-2`]);
  });
});
