import { env } from "cloudflare:test";
import { eq, isNull } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { signStaffToken } from "../../../worker/accounts/staff-guard";
import type { JurisdictionKind } from "../../../worker/contract/jurisdictions";
import { jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { FIRST_CITY_ID } from "../../../worker/db/schema";
import { bearer } from "./client";
import { db, insertAdmin, insertEditor, uniqueTag } from "./factories";

// Jurisdictions and the staff of one (README.md, "Staff per jurisdiction"): rows written straight to D1 with
// their path and ancestors as the Worker makes them, and staff sessions of a city admin or an editor there.

type Row = typeof jurisdictions.$inferSelect;

export const nationRow = async () => (await db().select().from(jurisdictions).where(isNull(jurisdictions.parentId)).limit(1))[0]!;
export const firstCityRow = async () => (await db().select().from(jurisdictions).where(eq(jurisdictions.id, FIRST_CITY_ID)).limit(1))[0]!;

/** A new jurisdiction of `kind` under `parent`, with a unique slug and name. */
export const insertJurisdiction = async (parent: Row, kind: Exclude<JurisdictionKind, "nation">, overrides: Partial<Pick<Row, "slug" | "name">> = {}) => {
  const id = uuidv7();
  const tag = uniqueTag();
  const [row] = await db()
    .insert(jurisdictions)
    .values({
      id,
      slug: `${kind}-${tag}`,
      name: `${kind[0]!.toUpperCase()}${kind.slice(1)} ${tag}`,
      kind,
      parentId: parent.id,
      path: `${parent.path}${id}/`,
      regionId: kind === "region" ? id : parent.regionId,
      cityId: kind === "city" ? id : kind === "district" ? parent.cityId : null,
      ...overrides,
    })
    .returning();
  return row!;
};

/** A region of its own with a city in it, so a test's city is nobody else's. */
export const newCity = async () => insertJurisdiction(await insertJurisdiction(await nationRow(), "region"), "city");

/** An admin of `jurisdiction` (null: a national admin), signed in. */
export const adminOf = async (jurisdiction: Pick<Row, "id"> | null) => {
  const admin = await insertAdmin({ jurisdictionId: jurisdiction?.id ?? null });
  return { admin, auth: bearer(await signStaffToken(env, "admin", admin.id, admin.tokenVersion)) };
};

/** An editor of `jurisdiction`, signed in. */
export const editorOf = async (jurisdiction: Pick<Row, "id">) => {
  const editor = await insertEditor({ jurisdictionId: jurisdiction.id });
  return { editor, auth: bearer(await signStaffToken(env, "editor", editor.id, editor.tokenVersion)) };
};

/** The summary every staff answer names a jurisdiction by. */
export const summaryOf = (row: Row) => ({ _id: row.id, slug: row.slug, name: row.name, kind: row.kind });
