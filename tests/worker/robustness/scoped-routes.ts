import { insertJurisdiction } from "../support/jurisdiction-factory";
import { uuidv7 } from "uuidv7";
import { contactMessages } from "../../../worker/db/contact-schema";
import type { jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { moderationLog } from "../../../worker/db/moderation-schema";
import { db, insertEditor, insertMember, insertMotion, insertPage, uniqueTag } from "../support/factories";

import { pageForm, toFormData } from "../support/staff";
import type { Valid } from "./route-types";

// What each staff route acts on, made in a given jurisdiction (README.md, "Staff per jurisdiction"), for the
// jurisdiction matrix: a valid request about a resource of that city, and for a list the id under which that
// resource shows in the answer. Routes about no resource of a city say so (`citywide: false`).

export type City = typeof jurisdictions.$inferSelect;

type Scoped = {
  /** A valid request acting on (or, for a list, after making) a resource of `city`. */
  valid: (city: City) => Promise<{ valid: Valid; listed?: string }>;
  /** For a list: the ids the answer shows. */
  ids?: (body: unknown) => string[];
};
type Unscoped = { citywide: false; valid: () => Promise<{ valid: Valid }> };
/** Refused to every city admin and editor, whatever the city: `message` says why. */
type NationalOnly = { nationalOnly: true; valid: (city: City) => Promise<{ valid: Valid }> };
export type ScopedRoute = Scoped | Unscoped | NationalOnly;

const pageIn = (city: City) => insertPage({ jurisdictionId: city.id });
const motionIn = async (city: City, spec: Parameters<typeof insertMotion>[1] = {}) => insertMotion((await pageIn(city)).id, { score: 55, ...spec });
const idsOf = (list: unknown) => (list as { _id: string }[]).map((item) => item._id);
const noQuery = async () => ({ valid: {} });

export const SCOPED: Record<string, ScopedRoute> = {
  "GET /api/admin/loggedin": { citywide: false, valid: noQuery },
  "GET /api/editor/loggedin": { citywide: false, valid: noQuery },
  "GET /api/idea/inbox/summary": { citywide: false, valid: noQuery },
  "GET /api/moderation/queue/summary": { citywide: false, valid: noQuery },
  "GET /api/entity/admin": { valid: async (city) => ({ valid: {}, listed: (await pageIn(city)).id }), ids: idsOf },
  "GET /api/entity/admin/:id": { valid: async (city) => ({ valid: { params: { id: (await pageIn(city)).id } } }) },
  "POST /api/entity/add": { valid: async (city) => ({ valid: { form: () => toFormData(pageForm({ jurisdiction: city.slug })) } }) },
  "PUT /api/entity/edit/:id": { valid: async (city) => ({ valid: { params: { id: (await pageIn(city)).id }, form: () => toFormData(pageForm({}, null)) } }) },
  "GET /api/admin/editor": { valid: async (city) => ({ valid: {}, listed: (await insertEditor({ jurisdictionId: city.id })).id }), ids: idsOf },
  "POST /api/admin/editor/add": { valid: async (city) => ({ valid: { json: { username: `ed-${uniqueTag()}`, password: "secret1", jurisdiction: city.slug } } }) },
  "DELETE /api/admin/editor/remove/:id": { valid: async (city) => ({ valid: { params: { id: (await insertEditor({ jurisdictionId: city.id })).id } } }) },
  "POST /api/admin/editor/:id/reset-password": { valid: async (city) => ({ valid: { params: { id: (await insertEditor({ jurisdictionId: city.id })).id } } }) },
  "POST /api/admin/editor/:id/trust-link": { valid: async (city) => ({ valid: { params: { id: (await insertEditor({ jurisdictionId: city.id })).id } } }) },
  "GET /api/admin/jurisdictions": {
    valid: async (city) => ({ valid: {}, listed: (await insertJurisdiction("district", city)).id }),
    ids: (body) => idsOf((body as { jurisdictions: unknown }).jurisdictions),
  },
  "POST /api/admin/jurisdictions": { valid: async (city) => ({ valid: { json: { name: `District ${uniqueTag()}`, kind: "district", parent: city.slug } } }) },
  "PATCH /api/admin/jurisdictions/:slug": {
    valid: async (city) => ({ valid: { params: { slug: (await insertJurisdiction("district", city)).slug }, json: { name: `Renamed ${uniqueTag()}` } } }),
  },
  "GET /api/contact/messages": {
    valid: async (city) => {
      const id = uuidv7();
      await db().insert(contactMessages).values({ id, name: "Visitor", email: `v-${uniqueTag()}@example.test`, message: "A message long enough to keep.", jurisdictionId: city.id });
      return { valid: { query: { status: "open", limit: "50" } }, listed: id };
    },
    ids: (body) => idsOf((body as { messages: unknown }).messages),
  },
  "PATCH /api/contact/messages/:id/handled": {
    valid: async (city) => {
      const id = uuidv7();
      await db().insert(contactMessages).values({ id, name: "Visitor", email: `v-${uniqueTag()}@example.test`, message: "A message long enough to keep.", jurisdictionId: city.id });
      return { valid: { params: { id }, json: { handled: true } } };
    },
  },
  "GET /api/idea/inbox": {
    valid: async (city) => ({ valid: { query: { sort: "Latest", limit: "50" } }, listed: (await motionIn(city)).id }),
    ids: (body) => idsOf((body as { motions: unknown }).motions),
  },
  "POST /api/idea/:id/updates": {
    valid: async (city) => ({
      valid: { params: { id: (await motionIn(city)).id }, json: { text: "The city is reviewing this proposal this month.", expectedStatus: "open", status: "under_review" } },
    }),
  },
  "GET /api/moderation/queue": {
    // Waiting since long ago: the queue is oldest first, so it is on the first page whatever else waits.
    valid: async (city) => ({ valid: { query: { limit: "50" } }, listed: (await motionIn(city, { reviewSince: new Date(Date.now() - 400 * 86_400_000) })).id }),
    ids: (body) => (body as { items: { motion: { _id: string } }[] }).items.map((item) => item.motion._id),
  },
  "POST /api/moderation/motions/:id": {
    valid: async (city) => ({ valid: { params: { id: (await motionIn(city)).id }, json: { action: "hide", expectedState: "published", reason: "spam" } } }),
  },
  "GET /api/moderation/log": {
    valid: async (city) => {
      const id = uuidv7();
      await db().insert(moderationLog).values({ id, motionId: (await motionIn(city)).id, action: "flag", actorName: "system", actorRole: "system" });
      return { valid: { query: { limit: "50" } }, listed: id };
    },
    ids: (body) => idsOf((body as { entries: unknown }).entries),
  },
  // A member is no city's: a suspension bars them everywhere, so only a national admin suspends.
  "POST /api/moderation/members/:id/suspension": {
    nationalOnly: true,
    valid: async () => ({ valid: { params: { id: (await insertMember()).id }, json: { suspension: "7d", reason: "Repeated advertising." } } }),
  },
};
