// The one rule for an address Plaza mails or shows (sign-up, sign-in, reset, the contact forms): a plain
// mailbox, safe to put in a mail header, a Reply-To and a mailto: link. The forms' own patterns (the
// specification's messages) run first; this refines them on the client and the server alike, so
// `resident@x.co?bcc=attacker%40evil.example` is refused with the same message instead of becoming a bcc.

// Local part: letters, digits and . _ + ' - (no dot first, last or twice); no ? % & = / # that a mailto:
// would read as syntax. Domain: DNS labels, and a top-level part of letters.
const MAILBOX = /^[A-Za-z0-9_+'-]+(\.[A-Za-z0-9_+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const isMailbox = (address: string) => MAILBOX.test(address);
