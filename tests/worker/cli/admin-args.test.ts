import { describe, expect, it } from "vitest";
import { adminInsertSql, jurisdictionLookupSql, parseAdminCreateArgs, unknownJurisdiction } from "../../../worker/cli/admin-args";
import { staffMessages } from "../../../worker/contract/back-office";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";

// `npm run admin:create`: the checks it makes before touching any database, with the admin password rule
// of the back-office login form.

const args = (password: string, extra: string[] = []) => ["--email", "Boss@Example.com", "--name", "Boss", "--password", password, ...extra];

describe("parseAdminCreateArgs", () => {
  it("accepts a strong password and normalises the address", () => {
    expect(parseAdminCreateArgs(args("Str0ng!pass"))).toEqual({
      ok: true,
      value: { email: "boss@example.com", name: "Boss", password: "Str0ng!pass", remote: false },
    });
  });

  it("reads --remote and --flag=value", () => {
    const parsed = parseAdminCreateArgs(["--email=a@b.co", "--name=A B", "--password=Str0ng!pass=", "--remote"]);
    expect(parsed).toEqual({ ok: true, value: { email: "a@b.co", name: "A B", password: "Str0ng!pass=", remote: true } });
  });

  it("reads --jurisdiction (a city admin), lower-cased; without it a national admin", () => {
    expect(parseAdminCreateArgs(args("Str0ng!pass", ["--jurisdiction", "Rivermouth"]))).toEqual({
      ok: true,
      value: { email: "boss@example.com", name: "Boss", password: "Str0ng!pass", jurisdiction: "rivermouth", remote: false },
    });
    const national = parseAdminCreateArgs(args("Str0ng!pass"));
    expect(national.ok && national.value.jurisdiction).toBeUndefined();
  });

  it("refuses a --jurisdiction that is no address, and one without a value", () => {
    expect(parseAdminCreateArgs(args("Str0ng!pass", ["--jurisdiction", "River Mouth!"]))).toEqual({ ok: false, error: jurisdictionMessages.slug });
    const missing = parseAdminCreateArgs(args("Str0ng!pass", ["--jurisdiction"]));
    expect(missing.ok || missing.error).toMatch(/^--jurisdiction needs a value\.\nUsage: .*\[--jurisdiction <slug>\]/);
  });

  it.each([
    ["", staffMessages.passwordRequired],
    ["Ab1!", staffMessages.adminPasswordTooShort],
    ["weakpassword", staffMessages.adminPasswordWeak],
    ["nodigits!!", staffMessages.adminPasswordWeak],
    ["nospecial123", staffMessages.adminPasswordWeak],
  ])("rejects the weak password %j with the rule's message", (password, message) => {
    expect(parseAdminCreateArgs(args(password))).toEqual({ ok: false, error: message });
  });

  it.each([
    [["--name", "Boss", "--password", "Str0ng!pass"], staffMessages.adminEmailRequired],
    [["--email", "nope", "--name", "Boss", "--password", "Str0ng!pass"], staffMessages.adminEmailInvalid],
    [["--email", "a@b.co", "--password", "Str0ng!pass"], staffMessages.adminNameRequired],
    [["--email", "a@b.co", "--name", " ", "--password", "Str0ng!pass"], staffMessages.adminNameRequired],
  ])("rejects %j", (argv, message) => {
    expect(parseAdminCreateArgs(argv)).toEqual({ ok: false, error: message });
  });

  it("rejects unknown flags and a flag without its value, with the usage", () => {
    const unknown = parseAdminCreateArgs([...args("Str0ng!pass"), "--role", "owner"]);
    expect(unknown.ok || unknown.error).toMatch(/^Unknown argument --role\.\nUsage: npm run admin:create/);
    const missing = parseAdminCreateArgs(["--email", "a@b.co", "--name", "A", "--password"]);
    expect(missing.ok || missing.error).toMatch(/^--password needs a value\./);
  });
});

describe("adminInsertSql", () => {
  it("holds the hash, quotes safely and inserts only when the address is free", () => {
    const sql = adminInsertSql({ id: "id-1", name: "O'Neil", email: "o@b.co", passwordHash: "pbkdf2-sha256$1$s$h", jurisdictionId: null });
    expect(sql).toContain("'O''Neil'");
    expect(sql).toContain("'pbkdf2-sha256$1$s$h', NULL WHERE");
    expect(sql).toContain("WHERE NOT EXISTS (SELECT 1 FROM admins WHERE email = 'o@b.co')");
  });

  it("stores a city admin's jurisdiction id", () => {
    const sql = adminInsertSql({ id: "id-1", name: "Ana", email: "a@b.co", passwordHash: "h", jurisdictionId: "j-1" });
    expect(sql).toContain("(id, name, email, password_hash, jurisdiction_id) SELECT 'id-1', 'Ana', 'a@b.co', 'h', 'j-1' WHERE");
  });
});

describe("--jurisdiction in the remote database", () => {
  it("looks the slug up, or a former one", () => {
    const sql = jurisdictionLookupSql("rivermouth");
    expect(sql).toContain("FROM jurisdictions WHERE slug = 'rivermouth'");
    expect(sql).toContain("FROM jurisdiction_aliases a JOIN jurisdictions j ON j.id = a.jurisdiction_id WHERE a.slug = 'rivermouth'");
  });

  it("says plainly that an unknown slug names no jurisdiction", () => {
    expect(unknownJurisdiction("atlantis")).toMatch(/^No jurisdiction has the address "atlantis"\./);
  });
});
