import { and, eq, inArray } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Db } from "../../db/client";
import { FIRST_CITY_ID, motions, pages, users } from "../../db/schema";
import { appealMotion } from "../../moderation/appeals";
import { decide } from "../../moderation/decisions";
import { reportMotion } from "../../moderation/reports";
import { rubricScorer } from "../../scoring/rubric/rubric-scorer";
import { scoreMotion } from "../../scoring/score-motion";
import { ageToMs } from "./data";
import { demoAdmin, demoEditor } from "./demo-accounts";
import { moderationCases } from "./moderation-cases";

// The demo moderation (moderation-cases.ts), played through the same code as the routes: reports, the
// threshold, decisions and appeals, back-dated, with the authors told in the app only (no mails for
// history). Idempotent: a case whose motion already exists is left alone.

const SIGNATURES = { admin: { name: demoAdmin.name, role: "admin" }, editor: { name: demoEditor.username, role: "editor" } } as const;
// The wrangler.toml defaults, so the demo shows them at work. The reporters are seeded members (90 to 61 days
// old, each with votes of its own before its report), so their reports count.
const RULES = { hideAt: 3, reporterMinAgeDays: 7, restoredFactor: 2 };

/** Plays the cases whose motion is not there yet; answers how many. */
export async function moderateSeededMotions(db: Db, memberIds: string[], now: number): Promise<number> {
  const existing = await db.select({ text: motions.text }).from(motions).where(inArray(motions.text, moderationCases.map((c) => c.text)));
  const done = new Set(existing.map((m) => m.text));
  const at = (age: string) => new Date(now - ageToMs(age));
  let played = 0;
  for (const c of moderationCases.filter((m) => !done.has(m.text))) {
    // Rivermouth's page of that slug (other cities have pages of the same slugs).
    const page = await db.query.pages.findFirst({ where: and(eq(pages.slug, c.page), eq(pages.jurisdictionId, FIRST_CITY_ID)), columns: { id: true } });
    if (!page) throw new Error(`Seed moderation: no page "${c.page}"`);
    const authorId = memberIds[c.author]!;
    const id = uuidv7();
    await db.insert(motions).values({ id, pageId: page.id, authorId, text: c.text, createdAt: at(c.age) });
    await scoreMotion(db, id, rubricScorer);
    for (const r of c.reports) {
      await reportMotion(db, { rules: RULES, mail: null }, { motionId: id, userId: memberIds[r.by]!, reason: r.reason, note: r.note, at: at(r.age) });
    }
    const events = [
      ...c.decisions.map((d) => ({ when: ageToMs(d.age), run: () => decideAs(db, id, d.action, d.reason, SIGNATURES[d.by], at(d.age)) })),
      ...(c.appeal ? [{ when: ageToMs(c.appeal.age), run: () => appealAs(db, id, authorId, c.appeal!.text, at(c.appeal!.age)) }] : []),
    ].sort((a, b) => b.when - a.when);
    for (const e of events) await e.run();
    played++;
  }
  return played;
}

const decideAs = async (db: Db, id: string, action: Parameters<typeof decide>[2]["action"], reason: Parameters<typeof decide>[2]["reason"], by: Parameters<typeof decide>[2]["by"], at: Date) => {
  const current = await db.query.motions.findFirst({ where: eq(motions.id, id), columns: { moderationState: true } });
  await decide(db, null, { motionId: id, action, reason, expectedState: current!.moderationState, by, at });
};

const appealAs = async (db: Db, id: string, authorId: string, text: string, at: Date) => {
  const author = await db.query.users.findFirst({ where: eq(users.id, authorId), columns: { id: true, name: true } });
  await appealMotion(db, { motionId: id, author: author!, text, at });
};
