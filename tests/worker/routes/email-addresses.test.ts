import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { contactMessages } from "../../../worker/contract/contact";
import { api, errorJson, okJson } from "../support/client";
import { mailsTo, PASSWORD } from "../support/members";

// Addresses are validated strictly wherever Plaza takes one (contract/email-address.ts): nothing that a
// mailto: link or a mail header would read as syntax gets in, with the form's own message.

const HOSTILE = ["resident@x.co?bcc=attacker%40evil.example", "a@b.co&cc=x@y.example", "a%b@example.com", "a@exa mple.com", "a@-example.com", "a..b@example.com"];

describe("strict addresses", () => {
  it.each(HOSTILE)("refuses %s on contact, sign-up and forgot-password with the form's message", async (email) => {
    const contact = await api().contact.$post({ json: { name: "Eve", email, message: "Hello team, this is a test message of some length." } });
    expect((await errorJson(contact, 400)).message).toBe(contactMessages.emailInvalid);
    const signUp = await api().auth.register.$post({ json: { name: "Eve", email, password: PASSWORD } });
    expect((await errorJson(signUp, 400)).message).toBe(authMessages.emailInvalid);
    const forgot = await api().auth["forgot-password"].$post({ json: { email } });
    expect((await errorJson(forgot, 400)).message).toBe(authMessages.emailInvalid);
  });

  it("still takes ordinary addresses, plus-tags and apostrophes included", async () => {
    for (const email of [`o'brien+plaza-${crypto.randomUUID().slice(0, 6)}@mail.example.org`, `ana.ortiz.${crypto.randomUUID().slice(0, 6)}@example.co.uk`]) {
      await okJson(await api().auth.register.$post({ json: { name: "Ana", email, password: PASSWORD } }), 201);
      const [mail] = await mailsTo(email.toLowerCase());
      expect(mail!.text.startsWith("Hello,")).toBe(true); // the name chosen at sign-up is not in the mail
    }
  });
});
