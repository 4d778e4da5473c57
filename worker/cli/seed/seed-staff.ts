import { inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { uuidv7 } from "uuidv7";
import { hashPassword } from "../../accounts/password";
import type { Db } from "../../db/client";
import { admins, editors } from "../../db/schema";
import { demoAdmin, demoCityStaff, demoEditor } from "./demo-accounts";

// The demo staff (demo-accounts.ts): the national admin (no jurisdiction), and for Rivermouth and Millbrook a
// city admin and an editor, each row carrying its city (admins.jurisdiction_id, editors.jurisdiction_id; what
// that lets them do is the back office's). Keyed by e-mail and username: a second run adds nobody.

export type StaffSeed = { statements: BatchItem<"sqlite">[]; admin: boolean; editor: boolean; cityStaff: number };

const sameUsername = (username: string) => sql`${editors.username} = ${username} COLLATE NOCASE`;

/** The INSERTs of the demo staff not there yet; `cityIds` maps a city's slug to its id. */
export async function staffStatements(db: Db, cityIds: Map<string, string>): Promise<StaffSeed> {
  const cityOf = (slug: string) => {
    const id = cityIds.get(slug);
    if (!id) throw new Error(`Seed staff: no city "${slug}"`);
    return id;
  };
  const adminEmails = [demoAdmin.email, ...demoCityStaff.map((s) => s.admin.email)];
  const usernames = [...new Set(demoCityStaff.map((s) => s.editor.username))];
  const [knownAdmins, knownEditors] = await Promise.all([
    db.select({ email: admins.email }).from(admins).where(inArray(admins.email, adminEmails)),
    Promise.all(usernames.map(async (u) => ((await db.select({ id: editors.id }).from(editors).where(sameUsername(u)).limit(1)).length ? u : null))),
  ]);
  const hasAdmin = new Set(knownAdmins.map((a) => a.email));
  const hasEditor = new Set(knownEditors.filter(Boolean));
  const statements: BatchItem<"sqlite">[] = [];
  let cityStaff = 0;

  const admin = !hasAdmin.has(demoAdmin.email);
  if (admin) {
    const passwordHash = await hashPassword(demoAdmin.password);
    statements.push(db.insert(admins).values({ id: uuidv7(), name: demoAdmin.name, email: demoAdmin.email, passwordHash, jurisdictionId: null }).onConflictDoNothing());
  }
  for (const { city, admin: cityAdmin } of demoCityStaff.filter((s) => !hasAdmin.has(s.admin.email))) {
    const passwordHash = await hashPassword(cityAdmin.password);
    statements.push(db.insert(admins).values({ id: uuidv7(), name: cityAdmin.name, email: cityAdmin.email, passwordHash, jurisdictionId: cityOf(city) }).onConflictDoNothing());
    cityStaff++;
  }
  const editor = !hasEditor.has(demoEditor.username);
  for (const { city, editor: cityEditor } of demoCityStaff.filter((s) => !hasEditor.has(s.editor.username))) {
    const passwordHash = await hashPassword(cityEditor.password);
    statements.push(db.insert(editors).values({ id: uuidv7(), username: cityEditor.username, passwordHash, jurisdictionId: cityOf(city) }).onConflictDoNothing());
    if (cityEditor.username !== demoEditor.username) cityStaff++;
  }
  return { statements, admin, editor, cityStaff };
}

