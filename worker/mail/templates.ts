// The mails the Worker sends, each as plain text and HTML. Every interpolated value is HTML-escaped: a name
// is whatever a visitor typed at sign-up.

export type MailContent = { subject: string; text: string; html: string };

export const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

export const layout = (title: string, paragraphs: string[], link: { href: string; label: string }) => `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}" style="color: #2563eb;">${escapeHtml(link.label)}</a></p>
<p style="font-size: 12px; color: #6b7280;">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
</body>
</html>`;

export const linkTo = (appUrl: string, path: string, token: string) =>
  `${appUrl.replace(/\/+$/, "")}${path}?token=${encodeURIComponent(token)}`;

/**
 * The address is not verified yet, so whoever signed up may not own it: the name they chose (it may carry a
 * link or a lure) is left out of a mail that goes to someone else's inbox.
 */
export const verificationMail = (appUrl: string, token: string): MailContent => {
  const link = linkTo(appUrl, "/verify-email", token);
  const intro = "Hello,";
  const body = "Welcome to Plaza! Please confirm your email address to finish creating your account.";
  const expiry = "This link expires in 24 hours. If you did not sign up for Plaza, you can ignore this email.";
  return {
    subject: "Verify your email for Plaza",
    text: `${intro}\n\n${body}\n\n${link}\n\n${expiry}\n`,
    html: layout("Verify your email", [intro, body, expiry], { href: link, label: "Verify email" }),
  };
};

/** `name` only for a verified account: an unverified one's name was chosen by whoever typed the address. */
export const resetMail = (appUrl: string, name: string | null, token: string): MailContent => {
  const link = linkTo(appUrl, "/reset-password", token);
  const intro = name ? `Hi ${name},` : "Hello,";
  const body = "Someone asked to reset the password of your Plaza account. Choose a new one here:";
  const expiry = "This link expires in 1 hour. If you did not ask for it, you can ignore this email.";
  return {
    subject: "Reset your Plaza password",
    text: `${intro}\n\n${body}\n\n${link}\n\n${expiry}\n`,
    html: layout("Reset your password", [intro, body, expiry], { href: link, label: "Reset password" }),
  };
};

/**
 * Several wrong passwords in a row on the account (README.md, "Sign-in throttling"); sent once per run of
 * failures, and only to a verified address (so `name` is the owner's own).
 */
export const unusualSignInMail = (appUrl: string, name: string, failures: number): MailContent => {
  const link = `${appUrl.replace(/\/+$/, "")}/forgot-password`;
  const intro = `Hi ${name},`;
  const body = `Someone just tried to sign in to your Plaza account with a wrong password ${failures} times in a row. Plaza now makes each further try wait longer.`;
  const advice =
    "If it was you, no need to do anything: wait a moment, or sign in from a browser you have used before. If it was not you, your password kept them out; if it is one you use elsewhere, choose a new one here:";
  return {
    subject: "Unusual sign-in attempts on your Plaza account",
    text: `${intro}\n\n${body}\n\n${advice}\n\n${link}\n`,
    html: layout("Unusual sign-in attempts", [intro, body, advice], { href: link, label: "Choose a new password" }),
  };
};

/** A header-safe one-liner: a visitor's name may carry line breaks or control characters. */
export const oneLine = (value: string, max = 80) => {
  const flat = value.replace(/\p{Cc}+/gu, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export type ContactNotice = { name: string; email: string; message: string };

/**
 * The team's copy of a contact form message. The visitor's address travels as Reply-To (set by the
 * caller), so answering is one click; the link leads to the back office, where it is marked handled.
 */
export const contactNotificationMail = (appUrl: string, notice: ContactNotice): MailContent => {
  const inbox = `${appUrl.replace(/\/+$/, "")}/admin/messages`;
  const from = `From: ${oneLine(notice.name, 100)} <${notice.email}>`;
  const replyHint = "Reply to this email to answer the sender directly.";
  const handledHint = "Mark it handled in the back office once someone has replied:";
  return {
    subject: `New contact message from ${oneLine(notice.name)}`,
    text: `New message from the Plaza contact form.\n\n${from}\n\n${notice.message}\n\n${replyHint}\n${handledHint}\n${inbox}\n`,
    html: `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">New message from the Plaza contact form</h1>
<p>${escapeHtml(from)}</p>
<blockquote style="margin: 0; padding: 12px 16px; border-left: 4px solid #2563eb; background: #f8fafc; white-space: pre-wrap;">${escapeHtml(notice.message)}</blockquote>
<p>${escapeHtml(replyHint)}</p>
<p>${escapeHtml(handledHint)} <a href="${escapeHtml(inbox)}" style="color: #2563eb;">Contact messages</a></p>
</body>
</html>`,
  };
};
