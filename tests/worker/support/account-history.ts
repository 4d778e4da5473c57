import { uuidv7 } from "uuidv7";
import { notifications } from "../../../worker/db/answers-schema";
import { contactMessages } from "../../../worker/db/contact-schema";
import { appeals } from "../../../worker/db/moderation-schema";
import { api, okJson } from "./client";
import { db, insertMotion, insertPage } from "./factories";
import { report } from "./moderation";

// A member with a bit of everything Plaza keeps about a member, made through the API where one exists: the
// fixture of the export and deletion tests.

type Auth = Record<string, string>;

export async function memberHistory(member: { id: string; email: string; name: string }, auth: Auth) {
  const page = await insertPage();
  const own = [await insertMotion(page.id, { authorId: member.id }), await insertMotion(page.id, { authorId: member.id, moderationState: "hidden", hiddenReason: "spam" })];
  const others = [await insertMotion(page.id), await insertMotion(page.id), await insertMotion(page.id)];
  await okJson(await api(auth).idea.vote.$post({ json: { ideaId: others[0]!.id } }));
  await okJson(await api(auth).idea.downvote.$post({ json: { ideaId: others[1]!.id } }));
  await okJson(await api(auth).entity[":id"].follow.$post({ param: { id: page.id } }));
  await okJson(await report(auth, others[2]!.id, "spam", "Looks like an advert."), 201);
  await okJson(await api(auth).me["notification-settings"].$put({ json: { emailVoted: false } }));
  await db().insert(appeals).values({ motionId: own[1]!.id, userId: member.id, text: "This proposal is about the page, not an advert." });
  await db()
    .insert(notifications)
    .values({ id: uuidv7(), userId: member.id, sourceKey: `scored:${own[0]!.id}`, kind: "scored", reason: "author", motionId: own[0]!.id });
  await db().insert(contactMessages).values({ id: uuidv7(), name: member.name, email: member.email, message: "A question about my motion, sent from my address." });
  return { page, own, others };
}
