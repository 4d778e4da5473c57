import { env } from "cloudflare:test";
import { signStaffToken } from "../../../worker/accounts/staff-guard";
import { jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { bearer } from "./client";
import { insertAdmin, insertEditor } from "./factories";

// Jurisdictions and the staff of one (README.md, "Staff per jurisdiction"): rows written straight to D1 with
// their path and ancestors as the Worker makes them, and staff sessions of a city admin or an editor there.

type Row = typeof jurisdictions.$inferSelect;

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
