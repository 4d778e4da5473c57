/**
 * `npm run admin:create -- --email … --name … --password … [--jurisdiction <slug>] [--remote]`: the only way an
 * admin account is made (the seed's demo admin exists in development only). Local by default (the state
 * `wrangler dev` uses); `--remote` writes to the deployed D1 through wrangler. The password is hashed here: the
 * plain text never reaches a database, a command line or a file. `--jurisdiction` makes a city admin (README.md,
 * "Staff per jurisdiction"); an unknown slug creates nothing and exits non-zero; the nation's is a national admin.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { hashPassword } from "../accounts/password";
import { staffMessages } from "../contract/back-office";
import { admins } from "../db/schema";
import { withLocalEnv } from "./seed/local";
import { getDb } from "../db/client";
import { bindingOf, DIRECTORY } from "../db/placement";
import { isUniqueViolation } from "../shared/errors";
import { findJurisdiction } from "../jurisdictions/tree";
import { adminInsertSql, jurisdictionLookupSql, parseAdminCreateArgs, unknownJurisdiction, type AdminCreateInput, type AdminRow } from "./admin-args";
import { quietEnv } from "./run";

type Found = { id: string; kind: string } | undefined;

/** The admin's jurisdiction id: null for a national admin (none named, or the nation itself). */
const jurisdictionIdOf = (slug: string | undefined, found: Found) => {
  if (slug === undefined) return null;
  if (!found) throw new Error(unknownJurisdiction(slug));
  return found.kind === "nation" ? null : found.id;
};

const createLocal = (input: Omit<AdminRow, "jurisdictionId">, slug: string | undefined) =>
  withLocalEnv(async (env) => {
    const db = getDb(env);
    const found = slug === undefined ? undefined : (await findJurisdiction(db, slug))?.row;
    const row = { ...input, jurisdictionId: jurisdictionIdOf(slug, found) };
    if (await db.query.admins.findFirst({ where: eq(admins.email, row.email) })) throw new Error(staffMessages.adminEmailTaken);
    try {
      await db.insert(admins).values(row);
    } catch (err) {
      throw isUniqueViolation(err) ? new Error(staffMessages.adminEmailTaken) : err;
    }
    return row.jurisdictionId;
  });

/** `wrangler d1 execute <the directory> --remote --json …`: the parsed result list (one entry per statement). */
const d1Remote = (args: string[]) =>
  new Promise<{ results?: unknown[] }[]>((resolve, reject) => {
    const child = spawn("npx", ["wrangler", "d1", "execute", bindingOf(DIRECTORY), "--remote", "--json", ...args], {
      env: quietEnv,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`wrangler d1 execute exited with ${code}`))));
  });

/**
 * Runs the insert from a private temp file (not `--command`, which would put the hash in `ps`), then looks
 * the new id up: the insert is skipped when the address is taken, and the lookup is what tells.
 */
const createRemote = async (input: Omit<AdminRow, "jurisdictionId">, slug: string | undefined) => {
  const [place] = slug === undefined ? [] : await d1Remote(["--command", jurisdictionLookupSql(slug)]);
  const row = { ...input, jurisdictionId: jurisdictionIdOf(slug, place?.results?.[0] as Found) };
  const dir = mkdtempSync(join(tmpdir(), "plaza-admin-"));
  const file = join(dir, "admin.sql");
  writeFileSync(file, adminInsertSql(row), { mode: 0o600 });
  try {
    await d1Remote(["--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const [lookup] = await d1Remote(["--command", `SELECT id FROM admins WHERE id = '${row.id}'`]); // a uuid: no quoting issue
  if (!lookup?.results?.length) throw new Error(staffMessages.adminEmailTaken);
  return row.jurisdictionId;
};

const create = async ({ email, name, password, jurisdiction, remote }: AdminCreateInput) => {
  const row = { id: uuidv7(), name, email, passwordHash: await hashPassword(password) };
  const jurisdictionId = await (remote ? createRemote(row, jurisdiction) : createLocal(row, jurisdiction));
  const role = jurisdictionId ? `city admin of ${jurisdiction}` : "national admin";
  console.log(`Admin ${email} (${role}) created ${remote ? "in the remote database" : "locally"}. Sign in at /admin.`);
};

const parsed = parseAdminCreateArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.error);
  process.exitCode = 1;
} else {
  try {
    await create(parsed.value);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
