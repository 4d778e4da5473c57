import { notificationMessages } from "../../worker/contract/notifications";
import { bearer, expectBody, type Api } from "./api";
import { editorToken, newMotion, newPage, signedInMember, uniqueTag, vote } from "./factories";
import { expect } from "./fixtures";

// Helpers for the notification journeys: a motion a member voted on, the city's answer to it, and what the
// member is then told, in the app (read through the API) and by mail (the dev outbox).

export const UNSUBSCRIBED_FROM_VOTES = notificationMessages.unsubscribed("voter");

/** A fresh motion by one member with an upvote from another, `voter`, who is the one to be told. */
export async function votedMotion(api: Api) {
  const author = await signedInMember(api, "Rosa Ibarra", "Canal-Bridge-42");
  const voter = await signedInMember(api, "Yusuf Demir", "Ferry-Bell-83");
  const entity = await newPage(api);
  const text = `Put benches and shade on the ferry queue ${uniqueTag()} before the summer timetable.`;
  const motion = await newMotion(api, author, entity._id, text);
  await vote(api, voter, motion._id, "up");
  return { voter, entity, motion, text };
}

/** How many notifications `member` has not read yet. */
export const unreadOf = async (api: Api, member: { token: string }) =>
  (await expectBody(api.me.notifications.unread.$get({}, bearer(member.token)), 200)).unread;

/** `member`'s e-mail preferences as the Worker keeps them. */
export const settingsOf = async (api: Api, member: { token: string }) =>
  (await expectBody(api.me["notification-settings"].$get({}, bearer(member.token)), 200)).settings;

/**
 * A motion `voter` voted on, which the demo editor then moved to Under review with a response (through the
 * API); returns once the voter's notification is there (the fan-out runs on a queue, a moment later).
 */
export async function answeredVote(api: Api) {
  const made = await votedMotion(api);
  const json = { text: "Parks and Transit are measuring the queue for shade and will report back in June.", expectedStatus: "open" as const, status: "under_review" as const };
  await expectBody(api.idea[":id"].updates.$post({ param: { id: made.motion._id }, json }, bearer(await editorToken(api))), 201);
  await expect.poll(() => unreadOf(api, made.voter), { message: "the voter's notification arrives" }).toBe(1);
  return made;
}

/** The newest notification mail to `to` (one with an unsubscribe link), once the queue consumer sent it. */
export async function notificationMail(api: Api, to: string) {
  let mail: { subject: string; links: string[] } | undefined;
  const unsubscribe = (link: string) => new URL(link).pathname === "/notifications/unsubscribe";
  await expect
    .poll(
      async () => {
        const { mails } = await (await api.dev.mail.$get()).json();
        mail = mails.find((m) => m.to === to && m.links.some(unsubscribe));
        return mail?.subject;
      },
      { message: `a notification mail to ${to} in the dev outbox` },
    )
    .toBeTruthy();
  const link = new URL(mail!.links.find(unsubscribe)!);
  return { ...mail!, unsubscribePath: `${link.pathname}${link.search}` };
}
