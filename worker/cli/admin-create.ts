/**
 * `npm run admin:create -- --email … --name … --password … [--remote]`: the only way an admin account is
 * made (the seed's demo admin exists in development only). Local by default (the state `wrangler dev`
 * uses); `--remote` writes to the deployed D1 through wrangler. The password is hashed here: the plain
 * text never reaches a database, a command line or a file.
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
import { isUniqueViolation } from "../shared/errors";
import { adminInsertSql, parseAdminCreateArgs, type AdminCreateInput } from "./admin-args";
import { quietEnv } from "./run";

type AdminRow = { id: string; name: string; email: string; passwordHash: string };

const createLocal = (row: AdminRow) =>
  withLocalEnv(async (env) => {
    const db = getDb(env);
    if (await db.query.admins.findFirst({ where: eq(admins.email, row.email) })) throw new Error(staffMessages.adminEmailTaken);
    try {
      await db.insert(admins).values(row);
    } catch (err) {
      throw isUniqueViolation(err) ? new Error(staffMessages.adminEmailTaken) : err;
    }
  });

/** `wrangler d1 execute DB --remote --json …`: the parsed result list (one entry per statement). */
const d1Remote = (args: string[]) =>
  new Promise<{ results?: unknown[] }[]>((resolve, reject) => {
    const child = spawn("npx", ["wrangler", "d1", "execute", "DB", "--remote", "--json", ...args], {
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
const createRemote = async (row: AdminRow) => {
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
};

const create = async ({ email, name, password, remote }: AdminCreateInput) => {
  const row = { id: uuidv7(), name, email, passwordHash: await hashPassword(password) };
  await (remote ? createRemote(row) : createLocal(row));
  console.log(`Admin ${email} created ${remote ? "in the remote database" : "locally"}. Sign in at /admin.`);
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
