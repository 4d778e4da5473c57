import { lt, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Db } from "../db/client";
import { cappedMails } from "../db/throttle-schema";
import { sha256Hex } from "../shared/digest";

// Mails that a request can send to an address the requester does not own (README.md, "Sign-in throttling"
// and "Your account"): an e-mail change names any address, and anyone may ask for an admin's browser-trust
// link. Per requester limits do not protect that address (many accounts, many hosts), so these mails are
// capped per target address: at most MAX_MAILS of one kind in the last 24 hours. Past the cap nothing is
// sent, silently, and the request's answer stays the same, so the cap reveals nothing either.
//
// The count is D1 rows, one per mail, claimed in ONE conditional INSERT before the mail goes out: parallel
// requests and queue redeliveries each need a claim of their own, so the cap holds exactly. A mail whose
// sending failed keeps its claim (a retry claims again): the cap errs towards fewer mails, never more.

export type CappedMail = "email-change" | "browser-trust";

export const MAX_MAILS = 3;
export const CAP_WINDOW_MS = 24 * 60 * 60_000;

const t = cappedMails;
const targetOf = (kind: CappedMail, address: string) => sha256Hex(`${kind}:${address.trim().toLowerCase()}`);

/** Claims one mail of `kind` to `address`: true when it may be sent, false when the cap is reached. */
export async function claimCappedMail(db: Db, kind: CappedMail, address: string, now = Date.now()) {
  const target = await targetOf(kind, address);
  const { meta } = await db.run(sql`
    INSERT INTO capped_mails (id, target, sent_at)
    SELECT ${uuidv7()}, ${target}, ${now}
    WHERE (SELECT count(*) FROM capped_mails WHERE target = ${target} AND sent_at > ${now - CAP_WINDOW_MS}) < ${MAX_MAILS}`);
  return meta.changes === 1;
}

/** Forgets mails older than the window (they no longer count). The count deleted. */
export async function purgeCappedMails(db: Db, now = Date.now()) {
  const { meta } = await db.delete(t).where(lt(t.sentAt, now - CAP_WINDOW_MS));
  return meta.changes;
}
