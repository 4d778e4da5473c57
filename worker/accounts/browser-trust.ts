import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { browserTrustMessages, TRUST_LINK_MINUTES } from "../contract/browser-trust";
import { staffMessages } from "../contract/back-office";
import type { Db } from "../db/client";
import { admins, editors } from "../db/schema";
import { browserTrustLinks } from "../db/throttle-schema";
import { sendMail } from "../mail/mailer";
import { browserTrustMail } from "../mail/staff-mail";
import { linkTo } from "../mail/templates";
import { sha256Hex } from "../shared/digest";
import { httpError } from "../shared/errors";
import { newOneTimeToken } from "./email-tokens";
import { CAP_WINDOW_MS, claimCappedMail } from "./mail-cap";

// One-time links that make a browser trusted for a staff account (README.md, "Sign-in throttling"). A
// stranger's wrong passwords make the account wait, and so does every browser without the device cookie,
// the real admin's new laptop included; a trusted browser is counted on its own. The link gives a browser
// that cookie and nothing else: the password is still needed. Only the link's SHA-256 is stored; it works
// once, within the hour, and a newer link for the same account replaces it.
//   - admins (who have an e-mail address) ask for it on the sign-in screen: mailed by the account-mail queue,
//     capped like every mail a stranger can cause (3 a day per address, accounts/mail-cap.ts);
//   - editors (a username, no address) get it from an admin, shown once, like a reset password.
// The cap must not become a lockout of its own: a stranger asking 3 times would otherwise leave the admin
// without a working link for a day. So a request past the cap gives the newest unspent link of the last day
// (the mails already in the admin's mailbox) another hour instead of sending a fourth.

export type StaffAccount = { kind: "admin" | "editor"; login: string };

const LIFETIME_MS = TRUST_LINK_MINUTES * 60_000;
const t = browserTrustLinks;

/** A new link's token; any unspent older link of the account stops working in the same batch. */
async function issueLink(db: Db, kind: StaffAccount["kind"], staffId: string, now: number) {
  const token = newOneTimeToken();
  await db.batch([
    db
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.staffKind, kind), eq(t.staffId, staffId), isNull(t.usedAt))),
    db.insert(t).values({ id: uuidv7(), tokenHash: await sha256Hex(token), staffKind: kind, staffId, expiresAt: now + LIFETIME_MS }),
  ]);
  return token;
}

/** Another hour for the admin's newest unspent link of the last day, if there is one. */
const renewNewestLink = (db: Db, adminId: string, now: number) =>
  db.run(sql`
    UPDATE browser_trust_links SET expires_at = ${now + LIFETIME_MS}
    WHERE id = (SELECT id FROM browser_trust_links
                WHERE staff_kind = 'admin' AND staff_id = ${adminId} AND used_at IS NULL AND created_at > ${now - CAP_WINDOW_MS}
                ORDER BY created_at DESC, id DESC LIMIT 1)`);

/** The account-mail queue's half: false when no admin has `email` (nothing is sent), else true. */
export async function mailAdminTrustLink(db: Db, env: Env, email: string, now = Date.now()) {
  const admin = await db.query.admins.findFirst({ where: eq(admins.email, email) });
  if (!admin) return false;
  if (!(await claimCappedMail(db, "browser-trust", admin.email, now))) {
    await renewNewestLink(db, admin.id, now);
    return true;
  }
  await sendMail(env, admin.email, browserTrustMail(env.APP_URL, admin.name, await issueLink(db, "admin", admin.id, now)));
  return true;
}

/** An admin's link for an editor: answered once, never mailed (editors have no address). 404 for no such editor. */
export async function makeEditorTrustLink(db: Db, appUrl: string, editorId: string) {
  const editor = await db.query.editors.findFirst({ columns: { id: true }, where: eq(editors.id, editorId) });
  if (!editor) throw httpError(404, staffMessages.editorNotFound);
  const now = Date.now();
  const token = await issueLink(db, "editor", editor.id, now);
  return { link: linkTo(appUrl, "/editor/trust-browser", token), expiresAt: new Date(now + LIFETIME_MS).toISOString() };
}

const loginOf = async (db: Db, kind: StaffAccount["kind"], id: string) => {
  if (kind === "admin") return (await db.query.admins.findFirst({ columns: { email: true }, where: eq(admins.id, id) }))?.email;
  return (await db.query.editors.findFirst({ columns: { username: true }, where: eq(editors.id, id) }))?.username;
};

/**
 * Spends a link of `kind` (one conditional UPDATE, so of two parallel uses one wins) and answers the account
 * whose browser it trusts. 400 for a link unknown, expired, spent, replaced, of the other kind, or whose
 * account is gone.
 */
export async function spendTrustLink(db: Db, kind: StaffAccount["kind"], token: string): Promise<StaffAccount> {
  const now = Date.now();
  const [row] = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.tokenHash, await sha256Hex(token)), eq(t.staffKind, kind), isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ staffId: t.staffId });
  const login = row && (await loginOf(db, kind, row.staffId));
  if (!login) throw httpError(400, browserTrustMessages.invalidLink);
  return { kind, login };
}

/** Forgets links no request can renew or spend any more. The count deleted. */
export async function purgeTrustLinks(db: Db, now = Date.now()) {
  const { meta } = await db.delete(t).where(lt(t.createdAt, new Date(now - CAP_WINDOW_MS - LIFETIME_MS)));
  return meta.changes;
}
