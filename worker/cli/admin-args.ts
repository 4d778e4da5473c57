import { z } from "zod";
import { adminLoginBody, staffMessages } from "../contract/back-office";
import { jurisdictionSlug } from "../contract/jurisdiction-schemas";
import { lengthRules, oneLineText } from "../contract/text";

// The checks of `npm run admin:create`, apart from Node so they can be tested anywhere: the e-mail and
// password follow the admin login rules of the back office (8+ characters, a digit and one of @$!%*?&), so every
// admin created here can sign in through the login form. `--jurisdiction <slug>` makes a city admin of that
// jurisdiction and everything below it; without it, a national admin (README.md, "Staff per jurisdiction").

const ADMIN_CREATE_USAGE =
  "Usage: npm run admin:create -- --email <address> --name <name> --password <password> [--jurisdiction <slug>] [--remote]";

const adminCreateInput = adminLoginBody.extend({
  name: oneLineText(staffMessages.adminNameRequired).check(
    ...lengthRules({ required: staffMessages.adminNameRequired, max: [80, staffMessages.adminNameTooLong], letters: 1 }),
  ),
  jurisdiction: jurisdictionSlug.optional(),
});

export type AdminCreateInput = z.output<typeof adminCreateInput> & { remote: boolean };

export type ParsedArgs = { ok: true; value: AdminCreateInput } | { ok: false; error: string };

const VALUE_FLAGS = new Set(["email", "name", "password", "jurisdiction"]);

/** `--flag value` / `--flag=value` pairs and `--remote`; the first problem found is the error. */
export const parseAdminCreateArgs = (argv: readonly string[]): ParsedArgs => {
  const values: Record<string, string> = {};
  let remote = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.replace(/^--/, "").split(/=(.*)/s, 2) as [string, string | undefined];
    if (argv[i] === "--remote") remote = true;
    else if (argv[i]!.startsWith("--") && VALUE_FLAGS.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined) return { ok: false, error: `--${flag} needs a value.\n${ADMIN_CREATE_USAGE}` };
      values[flag] = value;
    } else return { ok: false, error: `Unknown argument ${argv[i]}.\n${ADMIN_CREATE_USAGE}` };
  }
  const result = adminCreateInput.safeParse(values);
  if (!result.success) return { ok: false, error: result.error.issues[0]!.message };
  return { ok: true, value: { ...result.data, remote } };
};

/** A SQL string literal: single quotes doubled (the only escape SQLite knows). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The statement `wrangler d1 execute --remote --file` runs: inserts only when the address is free, so a
 * duplicate shows up as zero changes instead of a raw constraint error. Holds the hash, never the password.
 */
export const adminInsertSql = (row: AdminRow) =>
  `INSERT INTO admins (id, name, email, password_hash, jurisdiction_id) SELECT ${literal(row.id)}, ${literal(row.name)}, ` +
  `${literal(row.email)}, ${literal(row.passwordHash)}, ${row.jurisdictionId === null ? "NULL" : literal(row.jurisdictionId)} ` +
  `WHERE NOT EXISTS (SELECT 1 FROM admins WHERE email = ${literal(row.email)});\n`;

/** The lookup of `--jurisdiction` in the remote database: its slug, or a former one (an alias). */
export const jurisdictionLookupSql = (slug: string) =>
  `SELECT id, kind FROM jurisdictions WHERE slug = ${literal(slug)} ` +
  `UNION ALL SELECT j.id, j.kind FROM jurisdiction_aliases a JOIN jurisdictions j ON j.id = a.jurisdiction_id WHERE a.slug = ${literal(slug)} LIMIT 1`;

/** The unknown `--jurisdiction`: said plainly, with the list to choose from. */
export const unknownJurisdiction = (slug: string) =>
  `No jurisdiction has the address "${slug}". GET /api/jurisdictions lists them (the slug of each), or leave --jurisdiction out for a national admin.`;

export type AdminRow = { id: string; name: string; email: string; passwordHash: string; jurisdictionId: string | null };
