// The mails the Worker sends, each as plain text and HTML. Every interpolated value is HTML-escaped: a name
// is whatever a visitor typed at sign-up.

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const layout = (title: string, paragraphs: string[], link: { href: string; label: string }) => `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}" style="color: #2563eb;">${escapeHtml(link.label)}</a></p>
<p style="font-size: 12px; color: #6b7280;">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
</body>
</html>`;

const linkTo = (appUrl: string, path: string, token: string) =>
  `${appUrl.replace(/\/+$/, "")}${path}?token=${encodeURIComponent(token)}`;

export const verificationMail = (appUrl: string, name: string, token: string): MailContent => {
  const link = linkTo(appUrl, "/verify-email", token);
  const intro = `Hi ${name},`;
  const body = "Welcome to Plaza! Please confirm your email address to finish creating your account.";
  const expiry = "This link expires in 24 hours. If you did not sign up for Plaza, you can ignore this email.";
  return {
    subject: "Verify your email for Plaza",
    text: `${intro}\n\n${body}\n\n${link}\n\n${expiry}\n`,
    html: layout("Verify your email", [intro, body, expiry], { href: link, label: "Verify email" }),
  };
};

export const resetMail = (appUrl: string, name: string, token: string): MailContent => {
  const link = linkTo(appUrl, "/reset-password", token);
  const intro = `Hi ${name},`;
  const body = "Someone asked to reset the password of your Plaza account. Choose a new one here:";
  const expiry = "This link expires in 1 hour. If you did not ask for it, you can ignore this email.";
  return {
    subject: "Reset your Plaza password",
    text: `${intro}\n\n${body}\n\n${link}\n\n${expiry}\n`,
    html: layout("Reset your password", [intro, body, expiry], { href: link, label: "Reset password" }),
  };
};
