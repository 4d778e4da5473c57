import { eq } from "drizzle-orm";
import { EXPORT_SCHEMA_VERSION } from "../contract/account";
import { jurisdictionPath } from "../contract/addresses";
import { notificationSettings } from "../db/answers-schema";
import type { Db } from "../db/client";
import { homeCityOf } from "../jurisdictions/home-city";
import type { JurisdictionSummary } from "../jurisdictions/serialize";
import type { Member } from "../shared/app-env";
import { logError } from "../shared/log";
import { EXPORT_PAGE, EXPORT_SECTIONS, type ExportSubject } from "./export-sections";
import { toAccount } from "./member-json";

// "Download your data" (GET /api/me/export, README.md "Your account"): one JSON document of everything
// Plaza holds about the member, written to the response as it is read, a page of rows at a time, so a long
// history never sits in memory. Never the password hash, the Google id or the token version. The account is
// the directory's; each list is read from the directory, then from every database the member's row names
// (their motions, votes, follows and notifications in a jurisdiction placed there), one after the other.

const README = {
  schemaVersion: "The version of this file's format. It changes when a part changes meaning.",
  account: "Your account: name, email address, whether it is verified, how you sign in, your picture, your home city and any suspension.",
  notificationPreferences: "Which notifications you get by email. In-app notifications are always on.",
  ...Object.fromEntries(EXPORT_SECTIONS.map((s) => [s.name, s.about])),
};

const accountPart = (member: Member, origin: string, homeCity: JurisdictionSummary | null) => {
  const { _id, name, email, isVerified, profile, hasPassword, googleLinked, createdAt } = toAccount(member, origin, homeCity);
  return {
    id: _id,
    name,
    email,
    emailVerified: isVerified,
    signIn: { password: hasPassword, google: googleLinked },
    picture: profile.link,
    createdAt,
    homeCity: homeCity && { slug: homeCity.slug, name: homeCity.name, url: `${origin}${jurisdictionPath(homeCity)}` },
    suspension: member.suspendedUntil
      ? {
          until: member.suspendedUntil.toISOString(),
          reason: member.suspensionReason,
        }
      : null,
  };
};

async function preferences(db: Db, userId: string) {
  const row = await db.query.notificationSettings.findFirst({
    where: eq(notificationSettings.userId, userId),
  });
  return {
    emailMyMotions: row?.emailMyMotions ?? true,
    emailVoted: row?.emailVoted ?? true,
    emailFollowed: row?.emailFollowed ?? true,
  };
}

/** The document in pieces: the head with the single-valued parts, then each list a page at a time. */
async function* exportPieces(dbs: Db[], member: Member, origin: string) {
  const db = dbs[0]!;
  const head = {
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: new Date().toISOString(),
    readme: README,
    account: accountPart(member, origin, await homeCityOf(db, member.homeJurisdictionId)),
    notificationPreferences: await preferences(db, member.id),
  };
  yield JSON.stringify(head).slice(0, -1);
  const who: ExportSubject = { userId: member.id, email: member.email, origin };
  for (const section of EXPORT_SECTIONS) {
    yield `,${JSON.stringify(section.name)}:[`;
    let first = true;
    for (const on of dbs) {
      for (let after = 0; ; ) {
        const rows = await section.page(on, who, after);
        if (rows.length) yield `${first ? "" : ","}${rows.map((r) => JSON.stringify(r.json)).join(",")}`;
        first = first && rows.length === 0;
        if (rows.length < EXPORT_PAGE) break;
        after = rows.at(-1)!.rowid;
      }
    }
    yield "]";
  }
  yield "}\n";
}

/**
 * The export as a byte stream that reads the next page only when the client has taken the previous one.
 * `dbs`: the directory first, then the other databases holding the member's activity.
 */
export const exportStream = (dbs: Db[], member: Member, origin: string) => {
  const pieces = exportPieces(dbs, member, origin);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await pieces.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (err) {
        // The status line is long gone: the cut-off document fails to parse, which is the honest signal.
        logError("data export failed mid-stream", err);
        controller.error(err);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
};

/** The file name the browser saves: the site, the member's data, the day. */
export const exportFileName = (now = new Date()) => `plaza-data-${now.toISOString().slice(0, 10)}.json`;
