import { createTableRelationsHelpers, extractTablesRelationalConfig, type ExtractTablesWithRelations } from "drizzle-orm";
import { DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteD1Session } from "drizzle-orm/d1/session";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { databaseNamed, directory, DIRECTORY, type DatabaseName } from "./placement";
import * as answersSchema from "./answers-schema";
import * as contactSchema from "./contact-schema";
import * as devMailSchema from "./dev-mail-schema";
import * as idempotencySchema from "./idempotency-schema";
import * as jurisdictionSchema from "./jurisdiction-schema";
import * as moderationSchema from "./moderation-schema";
import * as coreSchema from "./schema";
import * as throttleSchema from "./throttle-schema";
import * as tokenSchema from "./token-schema";

// The drizzle client over D1. During a request it runs over the request's D1 session (http/d1-session.ts),
// so reads may go to a nearby replica while staying sequentially consistent; the queue consumers and the
// CLI have no request and no client to hand a bookmark to, so they use the directory (placement.ts) on the
// primary.

// drizzle-orm/d1 types its client as D1Database but only ever calls prepare() and batch(), which a
// D1DatabaseSession has too (batch() included: the session runs it as one unit, like the database does).
// The tables live in nine files (worker/README.md): the core, the city's answers, contact messages, the dev
// outbox, moderation, idempotency keys, sign-in throttles, the jurisdiction tree, sign-in tokens.
const schema = {
  ...coreSchema,
  ...answersSchema,
  ...contactSchema,
  ...devMailSchema,
  ...moderationSchema,
  ...idempotencySchema,
  ...throttleSchema,
  ...jurisdictionSchema,
  ...tokenSchema,
};

// What drizzle() derives from the schema on every call, derived once: every request builds a client over its
// own D1 session, and deriving the relational config took 5% of a list request's time in the isolate
// (README.md, "Against the runtime's own limit"). The client is then drizzle()'s own, built the way it does.
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
type Relations = ExtractTablesWithRelations<typeof schema>;
const relational = { fullSchema: schema, schema: tables.tables as Relations, tableNamesMap: tables.tableNamesMap };
const dialect = new SQLiteAsyncDialect();

export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database | D1DatabaseSession };

export const drizzleOver = (client: D1Database | D1DatabaseSession): Db => {
  const session = new SQLiteD1Session<typeof schema, Relations>(client as D1Database, dialect, relational);
  return Object.assign(new DrizzleD1Database<typeof schema>("async", dialect, session, relational), { $client: client });
};

// The request's session-bound database, on every Hono context (c.var.db) once the session middleware ran.
declare module "hono" {
  interface ContextVariableMap {
    db?: Db;
    laggingDb?: Db;
    dbNamed?: (name: DatabaseName) => Db;
  }
}

/** What a Hono context offers getDb: the bindings and its variables. */
export type RequestScope = { env: Env; var: { db?: Db; laggingDb?: Db; dbNamed?: (name: DatabaseName) => Db } };

/**
 * The database for this request: its D1 session, so reads and writes share the session's consistency and
 * its bookmark. Outside a request (queue consumer, CLI, seed) pass `env`: the directory on the primary. A
 * context without the session middleware (a test's throwaway app) gets the directory's primary too.
 */
export function getDb(source: RequestScope | Env): Db {
  if (!("var" in source)) return drizzleOver(directory(source));
  return source.var.db ?? drizzleOver(directory(source.env));
}

/**
 * The database called `name` for this request: the directory's session for the directory, a session of its
 * own for any other (its bookmark in the request's list, README.md "Databases"); the primary without the
 * session middleware.
 */
export function getDbNamed(source: RequestScope, name: DatabaseName): Db {
  if (name === DIRECTORY) return getDb(source);
  return source.var.dbNamed?.(name) ?? drizzleOver(databaseNamed(source.env, name));
}

/**
 * The directory for reads that may lag the primary by a replica's delay, in a request that writes: the member
 * check of a vote or a submission (README.md, "Databases", directory reads). A read-only request has one
 * session, which may read a replica already; so has a context without the session middleware.
 */
export const getLaggingDb = (source: RequestScope): Db => source.var.laggingDb ?? getDb(source);

/**
 * The directory over a session that may read from any replica: for answers that follow no write of the same
 * caller and hand out no bookmark (sitemaps, share cards).
 */
export const replicaDb = (env: Env): Db => drizzleOver(directory(env).withSession("first-unconstrained"));
