import { eq } from "drizzle-orm";
import { notifications } from "../db/answers-schema";
import { getDb, type Db } from "../db/client";
import { moderationLog } from "../db/moderation-schema";
import { motions, pages, users } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import { motionPath } from "../contract/addresses";
import { sendMail } from "../mail/mailer";
import { moderationMail } from "../mail/moderation-mail";
import { errorMessage, logEvent } from "../shared/log";

// Tells an author what the moderators did with their motion (README.md, "Moderation"): an in-app
// notification (unique per log entry, so a retried request adds none) and a mail with the reason. The
// decision itself is already stored, so a failed mail is logged, never thrown at the moderator.
// `db` is the motion's database, which holds the log entry and gets the notification; the author's address
// and name are the directory's (on a shard the author is a card with a placeholder address, never mailed).

const NOTIFIED_ACTIONS = new Set(["auto-hide", "hide", "restore"]);

/** Without `env` only the in-app notification is written (the demo seed's history, which nobody is mailed). */
export async function notifyAuthor(db: Db, env: Env | null, logId: string) {
  const [row] = await db
    .select({
      log: moderationLog,
      motion: { id: motions.id, text: motions.text },
      page: { slug: pages.slug },
      place: { slug: jurisdictions.slug },
      authorId: users.id,
    })
    .from(moderationLog)
    .innerJoin(motions, eq(motions.id, moderationLog.motionId))
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .innerJoin(users, eq(users.id, motions.authorId))
    .where(eq(moderationLog.id, logId))
    .limit(1);
  if (!row || !NOTIFIED_ACTIONS.has(row.log.action)) return;
  const { log, motion, authorId } = row;
  await db
    .insert(notifications)
    .values({ id: log.id, userId: authorId, sourceKey: `moderation:${log.id}`, kind: "moderation", reason: "author", motionId: motion.id, moderationLogId: log.id, createdAt: log.createdAt })
    .onConflictDoNothing();
  if (!env) return;
  try {
    const author = await getDb(env).query.users.findFirst({ where: eq(users.id, authorId), columns: { name: true, email: true } });
    if (!author) return;
    const link = `${env.APP_URL.replace(/\/+$/, "")}${motionPath({ _id: motion.id, entity: { ...row.page, jurisdiction: row.place } })}`;
    const action = log.action as "auto-hide" | "hide" | "restore";
    await sendMail(env, author.email, moderationMail({ recipientName: author.name, action, appeal: log.appeal, reason: log.reason, motionText: motion.text, link }));
  } catch (err) {
    logEvent("warn", { event: "moderation-mail-failed", logId, error: errorMessage(err) });
  }
}
