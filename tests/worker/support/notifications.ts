import { desc, eq, sql } from "drizzle-orm";
import { vi, expect } from "vitest";
import { devMail } from "../../../worker/db/dev-mail-schema";
import { notifications } from "../../../worker/db/answers-schema";
import type { MotionStatus } from "../../../worker/contract/statuses";
import { api, okJson } from "./client";
import { db } from "./factories";

// Helpers for the notification tests: posting an official update as the back office does, reading what a
// member sees (GET /api/me/notifications) and the mails in the dev outbox, read straight from its table so
// a large fan-out elsewhere in the file never pushes them out of the listing's last 100.

const RESPONSE = "Thank you. The transport team has reviewed this and will start work in March.";

type Auth = Record<string, string>;

export const postUpdate = async (staff: Auth, motionId: string, expectedStatus: MotionStatus, status?: MotionStatus, bindings?: Env) =>
  (await okJson(await api(staff, bindings).idea[":id"].updates.$post({ param: { id: motionId }, json: { text: RESPONSE, expectedStatus, status } }), 201)).update;

export const notificationsOf = async (auth: Auth) => okJson(await api(auth).me.notifications.$get({ query: { limit: "50" } }));

/** Every mail sent to `to`, newest first, with its headers. */
export const mailsFor = (to: string) => db().select().from(devMail).where(eq(devMail.to, to)).orderBy(desc(devMail.sentAt), desc(devMail.id));

/** How many notification rows an update (or `scored:<id>`) has made, and how many were mailed. */
export const fanOutCounts = async (sourceKey: string) => {
  const [row] = await db()
    .select({ rows: sql<number>`count(*)`, mailed: sql<number>`count(${notifications.emailedAt})` })
    .from(notifications)
    .where(eq(notifications.sourceKey, sourceKey));
  return row!;
};

/** Waits until the real local queue has notified `rows` members of `sourceKey` and mailed `mailed` of them. */
export const waitForFanOut = (sourceKey: string, expected: { rows: number; mailed: number }, timeout = 20_000) =>
  vi.waitFor(async () => expect(await fanOutCounts(sourceKey)).toEqual(expected), { timeout, interval: 100 });

/** A producer binding that keeps messages instead of sending them, so a test delivers them itself. */
export function heldQueue() {
  const held: unknown[] = [];
  const queue = { send: async (body: unknown) => void held.push(body), sendBatch: async () => {} } as unknown as Queue;
  return { queue, held };
}
