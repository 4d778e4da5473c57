import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it, vi } from "vitest";
import { contactMessages as texts } from "../../../worker/contract/contact";
import { commonMessages } from "../../../worker/contract/messages";
import { textMessages } from "../../../worker/contract/text";
import { contactMessages } from "../../../worker/db/contact-schema";
import { api, call, errorJson, freshIp, sendJson } from "../support/client";
import { db } from "../support/factories";
import { mailsTo, uniqueEmail } from "../support/members";
import { oneOverTheLimit } from "../support/rate-limits";

// POST /api/contact: the home page's contact form. The message is stored, the team is told by mail with the
// sender as Reply-To, and each address may send five a minute.

const MESSAGE = "The bus shelter on Elm Street has been broken for three weeks.";

type ContactForm = InferRequestType<ReturnType<typeof api>["contact"]["$post"]>["json"];
const postContact = (json: ContactForm, ip = freshIp(), bindings?: Env) =>
  api({ "CF-Connecting-IP": ip }, bindings).contact.$post({ json });

const storedFrom = (email: string) => db().select().from(contactMessages).where(eq(contactMessages.email, email));

describe("POST /api/contact validation", () => {
  const valid = { name: "Ada Lovelace", email: "ada@example.com", message: MESSAGE };
  const cases: [string, unknown, string][] = [
    ["missing name", { ...valid, name: undefined }, texts.nameRequired],
    ["blank name", { ...valid, name: "   " }, texts.nameRequired],
    ["long name", { ...valid, name: "n".repeat(101) }, texts.nameTooLong],
    ["missing email", { ...valid, email: undefined }, texts.emailRequired],
    ["empty email", { ...valid, email: "" }, texts.emailRequired],
    ["address without a dot", { ...valid, email: "ada@example" }, texts.emailInvalid],
    ["address with a space", { ...valid, email: "ada lovelace@example.com" }, texts.emailInvalid],
    ["long address", { ...valid, email: `${"a".repeat(250)}@example.com` }, texts.emailTooLong],
    ["missing message", { ...valid, message: undefined }, texts.messageRequired],
    ["blank message", { ...valid, message: "    " }, texts.messageRequired],
    ["short message", { ...valid, message: "Too short to read." }, texts.messageTooShort],
    ["padded short message", { ...valid, message: `   ${"x".repeat(19)}   ` }, texts.messageTooShort],
    ["long message", { ...valid, message: "m".repeat(5001) }, texts.messageTooLong],
    ["NUL in the name", { ...valid, name: "Ada\u0000" }, textMessages.control],
    ["a tab inside the name", { ...valid, name: "Ada\tLovelace" }, textMessages.oneLine],
    ["a bidi override in the message", { ...valid, message: `${MESSAGE} \u202Eten.live` }, textMessages.bidi],
    ["an escape sequence in the message", { ...valid, message: `${MESSAGE} \u001B[2J` }, textMessages.control],
    ["a lone surrogate in the message", { ...valid, message: `${MESSAGE} \udc00` }, textMessages.surrogate],
  ];

  it("lists one message per field: an address that fails two rules is named once", async () => {
    const res = await sendJson("POST", "/contact", { ...valid, email: "ada@example", message: "short" });
    expect((await errorJson(res, 400)).issues).toEqual([
      { path: "email", message: texts.emailInvalid },
      { path: "message", message: texts.messageTooShort },
    ]);
  });

  // Raw: a missing field is a body the typed client cannot send.
  it.each(cases)("%s → 400 with the form's text", async (_case, body, message) => {
    const res = await sendJson("POST", "/contact", body);
    expect(await errorJson(res, 400)).toMatchObject({ message });
  });

  it("accepts what the home form accepts: a top-level part longer than 4 letters passes the basic rule", async () => {
    const email = `${uniqueEmail("museum").split("@")[0]}@example.museum`;
    expect((await postContact({ ...valid, email })).status).toBe(200);
  });

  it("refuses a body that is not JSON with 415 and stores nothing", async () => {
    // Raw: another media type than JSON.
    const res = await call("/api/contact", { method: "POST", body: "name=Ada", headers: { "CF-Connecting-IP": freshIp() } });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: commonMessages.jsonRequired });
  });
});

describe("POST /api/contact", () => {
  it("stores the trimmed message, answers the success text and tells the team with the sender as Reply-To", async () => {
    const email = uniqueEmail("visitor");
    const res = await postContact({ name: "  Grace Hopper ", email: ` ${email} `, message: `  ${MESSAGE}\nThanks!  ` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: texts.sent });

    const [row] = await storedFrom(email);
    expect(row).toMatchObject({ name: "Grace Hopper", email, message: `${MESSAGE}\nThanks!`, handledAt: null });

    const mail = (await mailsTo(env.CONTACT_INBOX)).find((m) => m.replyTo === email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("New contact message from Grace Hopper");
    expect(mail!.text).toContain(`From: Grace Hopper <${email}>`);
    expect(mail!.text).toContain(`${MESSAGE}\nThanks!`);
    expect(mail!.links).toEqual([`${env.APP_URL}/admin/messages`]);
  });

  it("stores NFC text with the message's line breaks as \\n, tabs kept", async () => {
    const email = uniqueEmail("unicode");
    const res = await postContact({ name: "Rene\u0301e", email, message: `${MESSAGE}\r\n\r\n\t- Cafe\u0301 corner\r\nThanks` });
    expect(res.status).toBe(200);
    const [row] = await storedFrom(email);
    expect(row).toMatchObject({ name: "Ren\u00e9e", message: `${MESSAGE}\n\n\t- Caf\u00e9 corner\nThanks` });
  });

  it("keeps the message and still answers 200 when the mail cannot be sent (the failure is logged)", async () => {
    const email = uniqueEmail("nomail");
    const failing = { ...env, MAIL: { send: () => Promise.reject(new Error("mail relay down")) } as unknown as SendEmail };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await postContact({ name: "Unlucky", email, message: MESSAGE }, freshIp(), failing);
    const logged = errors.mock.calls.map(([line]) => String(line));
    errors.mockRestore();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: texts.sent });
    expect(await storedFrom(email)).toHaveLength(1);
    expect(logged.some((line) => line.includes("contact notification failed") && line.includes("mail relay down"))).toBe(true);
    expect((await mailsTo(env.CONTACT_INBOX)).some((m) => m.replyTo === email)).toBe(false);
  });

  it("limits each address to 5 messages a minute: the sixth is 429 with Retry-After and is not stored", async () => {
    let email = "";
    const { statuses, limited } = await oneOverTheLimit(5, () => {
      const [ip, address] = [freshIp(), uniqueEmail("chatty")];
      email = address;
      return () => postContact({ name: "Chatty", email: address, message: MESSAGE }, ip);
    });
    expect(statuses).toEqual(Array(5).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ message: texts.tooMany });
    expect(await storedFrom(email)).toHaveLength(5);
    // Another visitor is not affected.
    expect((await postContact({ name: "Other", email: uniqueEmail(), message: MESSAGE })).status).toBe(200);
  });
});
