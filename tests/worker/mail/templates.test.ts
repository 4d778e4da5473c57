import { describe, expect, it } from "vitest";
import { contactNotificationMail, resetMail, verificationMail } from "../../../worker/mail/templates";

const APP = "https://plaza.example";
const TOKEN = "abc_DEF-123";

describe("mail templates", () => {
  it("verification: links to /verify-email with the token, says 24 hours, in text and HTML", () => {
    const mail = verificationMail(APP, TOKEN);
    const link = `${APP}/verify-email?token=${TOKEN}`;
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("expires in 24 hours");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("expires in 24 hours");
  });

  it("reset: links to /reset-password with the token, says 1 hour, in text and HTML", () => {
    const mail = resetMail(`${APP}/`, "Ada", TOKEN); // a trailing slash on APP_URL does not double up
    const link = `${APP}/reset-password?token=${TOKEN}`;
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("expires in 1 hour");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("expires in 1 hour");
  });

  it("escapes every interpolated value in the HTML version", () => {
    const name = `<img src=x onerror="alert(1)"> & 'friends'`;
    const mail = resetMail(APP, name, TOKEN);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;friends&#39;");
    expect(mail.text).toContain(name); // plain text is shown as text by mail clients
    const hostile = verificationMail(`${APP}/"><script>`, TOKEN);
    expect(hostile.html).not.toContain("<script>");
  });

  it("leaves the name out of mails to an address nobody has proved to own", () => {
    // Whoever signs up chooses the name and types any address: the verification mail goes to that inbox.
    expect(verificationMail(APP, TOKEN).text.startsWith("Hello,")).toBe(true);
    expect(resetMail(APP, null, TOKEN).text.startsWith("Hello,")).toBe(true);
    expect(resetMail(APP, "Ada", TOKEN).text.startsWith("Hi Ada,")).toBe(true);
  });

  it("contact notification: one-line subject, escaped HTML, message kept as written, link to the back office", () => {
    const notice = { name: "Eve\r\nBcc: all@example.com <b>", email: "eve@example.com", message: "<script>x</script>\nSecond line" };
    const mail = contactNotificationMail(`${APP}/`, notice);
    expect(mail.subject).toBe("New contact message from Eve Bcc: all@example.com <b>");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("<script>x</script>\nSecond line");
    expect(mail.text).toContain(`${APP}/admin/messages`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;\nSecond line");
    expect(mail.html).toContain(`href="${APP}/admin/messages"`);
  });
});
