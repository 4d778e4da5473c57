import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { entityMotionListQuery, idParam, motionListQuery, PAGE_SIZE } from "../contract/lists";
import { commonMessages } from "../contract/messages";
import { entities, motions } from "../db/schema";
import { getDb } from "../lib/db";
import type { AppEnv } from "../lib/env";
import { httpError } from "../lib/errors";
import { listMotions } from "../lib/motion-list";
import { toMotion } from "../lib/serialize";
import { validate } from "../lib/validate";

export const ideaRoutes = new Hono<AppEnv>()
  .get("/", validate("query", motionListQuery), async (c) => {
    const { sort, page, limit, cursor } = c.req.valid("query");
    const origin = new URL(c.req.url).origin;
    return c.json(await listMotions(getDb(c.env), { sort, page, cursor, limit: limit ?? PAGE_SIZE, origin }));
  })
  .get("/entityidea", validate("query", entityMotionListQuery), async (c) => {
    const { entity, sort, page, limit, cursor } = c.req.valid("query");
    const db = getDb(c.env);
    const exists = await db.query.entities.findFirst({ columns: { id: true }, where: eq(entities.id, entity) });
    if (!exists) throw httpError(404, commonMessages.entityNotFound);
    const origin = new URL(c.req.url).origin;
    return c.json(await listMotions(db, { sort, page, cursor, limit: limit ?? PAGE_SIZE, entityId: entity, origin }));
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const [row] = await getDb(c.env)
      .select({ motion: motions, entity: entities })
      .from(motions)
      .innerJoin(entities, eq(entities.id, motions.entityId))
      .where(eq(motions.id, c.req.valid("param").id))
      .limit(1);
    if (!row) throw httpError(404, commonMessages.motionNotFound);
    return c.json({ motion: toMotion(row.motion, row.entity, new URL(c.req.url).origin) });
  });
