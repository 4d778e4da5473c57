import { describe, expect, it } from "vitest";
import { browserTrustMail } from "../../../worker/mail/staff-mail";

const APP = "https://plaza.example";
const TOKEN = "abc_DEF-123";

describe("the browser-trust mail", () => {
  it("links to /admin/trust-browser with the token, says it works once within 60 minutes and is no password", () => {
    const mail = browserTrustMail(`${APP}/`, "Ada", TOKEN);
    const link = `${APP}/admin/trust-browser?token=${TOKEN}`;
    expect(mail.subject).toBe("Trust a browser for the Plaza back office");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain("works once, within 60 minutes");
      expect(text).toContain("It is not a password");
    }
  });

  it("escapes the admin's name in the HTML version", () => {
    const mail = browserTrustMail(APP, `<b onmouseover="x">Ada</b>`, TOKEN);
    expect(mail.html).not.toContain("<b ");
    expect(mail.html).toContain("&lt;b onmouseover=&quot;x&quot;&gt;Ada&lt;/b&gt;");
  });
});
