import fc from "fast-check";

// fast-check generators for hostile input: strings no form would send, JSON of every shape and none, forged
// tokens, broken media types and headers. Shared by the fuzzing tests of this folder.

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const oddChar = fc.constantFrom("\u0000", "\u202e", "\ufeff", "\u200b", "%", "'", '"', "\\", "<", ">", "&", "\n", "\r", "\t", "😀", "é", "ß", "İ", "𝔘");
const anyChar = fc.oneof({ weight: 4, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) }, loneSurrogate, oddChar);

/** Text no form would send: control and bidi characters, lone surrogates, injections, sizes up to 70,000. */
export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: anyChar, maxLength: 60 }) },
  fc.constantFrom("", " ", "..", "../..", "%00", "\u0000", "null", "undefined", "NaN", "-1", "1e309", "__proto__", "constructor"),
  fc.constantFrom("' OR 1=1 --", "<script>alert(1)</script>", "${7*7}", "%E0%A4%A", "%", "\ud800", "a@b.c", "@@", "x".repeat(64)),
  fc.tuple(fc.integer({ min: 100, max: 70_000 }), fc.constantFrom("a", "é", "😀", "%", "\u0000")).map(([n, c]) => c.repeat(n)),
);

/** Any JSON value, some of them deep, odd or huge. */
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, [], {}, [null], { $gt: "" }),
  fc.integer({ min: 10, max: 2000 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown),
);

/** A valid JSON body with fields dropped, replaced by wrong types, nulls, huge strings, or joined by extra keys. */
const mutated = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  return fc
    .record({
      replace: keys.length ? fc.array(fc.tuple(fc.constantFrom(...keys), weirdValue), { maxLength: keys.length + 1 }) : fc.constant([]),
      drop: fc.subarray(keys),
      extra: fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "isVerified", "role")), weirdValue, { maxKeys: 3 }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...extra };
      for (const key of drop) delete body[key];
      for (const [key, value] of replace) body[key] = value;
      return JSON.stringify(body);
    });
};

/** Deep nesting as text (no recursion on our side): arrays or objects thousands of levels down. */
const deepText = fc.tuple(fc.integer({ min: 100, max: 50_000 }), fc.boolean()).map(([depth, arrays]) =>
  arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "null" + "}".repeat(depth),
);

/** A request body for a JSON route: random JSON, the mutated valid body, not JSON at all, empty, or raw bytes. */
export const jsonBody = (valid: Record<string, unknown>): fc.Arbitrary<string | Uint8Array> =>
  fc.oneof(
    { weight: 3, arbitrary: mutated(valid) },
    { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
    fc.string({ unit: anyChar, maxLength: 200 }),
    fc.constantFrom("", " ", "{", '{"a":1', "[1,2", "{'a':1}", "nul", "\ufeff{}", '{"__proto__":{"isVerified":true}}', "1".repeat(400), "[]", "null", '""'),
    deepText,
    fc.uint8Array({ maxLength: 300 }),
  );

export const JSON_TYPES = fc.constantFrom("application/json", "application/json; charset=utf-8", "Application/JSON", "application/vnd.plaza+json", "application/json;charset=utf-16");

const PAGE_KEYS = ["name", "bio", "image", "twitter", "instagram", "facebook", "tiktok", "youtube", "link1", "link2", "link3", "sortRank"];
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom("\x89PNG\r\n\x1a\n", "GIF89a", "<svg onload=alert(1)>", "\xff\xd8\xff", "RIFF\0\0\0\0WEBP").map((s) => Uint8Array.from(s, (c) => c.charCodeAt(0))),
);
// workerd will not serialize a part name or file name ending in a backslash (the raw bodies below send one).
const partName = (name: string) => name.replace(/\\+$/, "");
const formValue: fc.Arbitrary<string | File> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  fc
    .tuple(fileBytes, fc.string({ maxLength: 20 }), fc.constantFrom("image/png", "image/svg+xml", "", "text/html", "application/octet-stream"))
    .map(([bytes, name, type]) => new File([bytes], partName(name), { type })),
);
const rawPart = fc.constantFrom('name="name"', 'name="a\\"', 'name="image"; filename="x.png"', "", 'name=""', "name=bio");

/** A multipart body: random fields (duplicates too), or raw text that only claims to be multipart. */
export const formBody = (valid: () => FormData): fc.Arbitrary<{ body: FormData | string; type?: string }> =>
  fc.oneof(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PAGE_KEYS), fc.string({ maxLength: 10 })), formValue), { maxLength: 14 }).map((entries) => {
      const form = new FormData();
      for (const [key, value] of entries) form.append(partName(key), value);
      return { body: form };
    }),
    fc.array(fc.tuple(fc.constantFrom(...PAGE_KEYS), formValue), { minLength: 1, maxLength: 3 }).map((changes) => {
      const form = valid();
      for (const [key, value] of changes) form.set(key, value);
      return { body: form };
    }),
    fc
      .tuple(rawPart, fc.string({ unit: anyChar, maxLength: 200 }), fc.constantFrom("multipart/form-data; boundary=X", "multipart/form-data", 'multipart/form-data; boundary=""'))
      .map(([part, text, type]) => ({ body: `--X\r\nContent-Disposition: form-data; ${part}\r\n\r\n${text}`, type })),
  );

// Header values are byte strings: keep Latin-1 without NUL, CR or LF, as any client could send.
const latin1 = (text: string) => [...text].filter((c) => c.charCodeAt(0) <= 0xff && !"\0\r\n".includes(c)).join("");
const b64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

const jwtHeader = fc.record(
  { alg: fc.constantFrom("HS256", "none", "RS256", "HS512", "ES256", "", "hs256"), typ: fc.constantFrom("JWT", "jwt"), crit: fc.constant(["b64"]), kid: nastyString },
  { requiredKeys: [] },
);
const jwtPayload = fc.record(
  {
    iss: fc.constantFrom("plaza", "evil"),
    aud: fc.oneof(fc.constantFrom("plaza:member", "plaza:admin", "plaza:editor"), fc.array(fc.constantFrom("plaza:member", "plaza:admin")), nastyString),
    sub: nastyString,
    exp: fc.oneof(fc.integer(), fc.double(), fc.constant(9_999_999_999), nastyString),
    ver: fc.oneof(fc.integer(), fc.constant(0), nastyString),
  },
  { requiredKeys: [] },
);

/** Three base64url parts that look like a token: any header (alg none too), any claims, no real signature. */
const jwtShaped = fc
  .tuple(jwtHeader, jwtPayload, fc.oneof(fc.base64String({ maxLength: 60 }), fc.constant(""), fc.string({ maxLength: 20 })))
  .map(([header, payload, signature]) => `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${signature}`);

/** An Authorization header that names nobody: random text, wrong schemes, token-shaped garbage, huge tokens. */
export const badAuthorization = fc
  .oneof(
    fc.string({ maxLength: 40 }),
    nastyString,
    { weight: 3, arbitrary: jwtShaped.map((t) => `Bearer ${t}`) },
    jwtShaped,
    fc.constantFrom("Bearer", "Bearer ", "Bearer  x", "Basic YWRtaW46YWRtaW4=", "Bearer null", "Bearer ..", "Bearer a.b.c", "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0."),
    fc.integer({ min: 1000, max: 60_000 }).map((n) => `Bearer ${"a".repeat(n)}`),
  )
  .map(latin1);

/** Changes one character inside a real token's header or claims: the signature no longer matches. */
export const tamper = (token: string, at: number) => {
  const end = token.lastIndexOf(".") - 1; // the character before a dot may carry unused bits: left alone
  const i = at % Math.max(1, end);
  if (token[i] === "." || token[i + 1] === ".") return `${token.slice(0, end)}A${token.slice(end)}`;
  return token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
};

export const contentType = fc
  .oneof(
    fc.constantFrom("", "application/json", "application/json; charset=utf-8", "application/json;;", "multipart/form-data", "multipart/form-data; boundary="),
    fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "*/*", "application/", ";", "APPLICATION/JSON", "application/json, text/plain", "image/png"),
    fc.string({ maxLength: 40 }),
  )
  .map(latin1);

const BOOKMARK = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
/** Headers a client may send with anything in them: D1 bookmarks, CORS, conditional and range requests. */
export const extraHeaders = fc.dictionary(
  fc.constantFrom("X-D1-Bookmark", "Origin", "If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "Range", "Accept", "Cookie", "Cache-Control", "X-Forwarded-For"),
  fc
    .oneof(
      nastyString,
      fc.constantFrom(BOOKMARK, BOOKMARK.replace("00000085", "ffffffff"), "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff", "first-primary", "*", "W/\"x\""),
      fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT", "Fri, 31 Dec 9999 23:59:59 GMT", "bytes=0-", "bytes=-1", "bytes=99999999-", "http://127.0.0.1:5173", "null"),
    )
    .map(latin1),
  { maxKeys: 4 },
);
