import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../../worker/accounts/password";
import { users } from "../../../worker/db/schema";
import { db } from "../support/factories";
import { PASSWORD, register } from "../support/members";

// Passwords are stored as PBKDF2-SHA256 at 100,000 rounds, the most Workers allow. workerd locally accepts
// any count, production caps it at 100,000, so the stored value is pinned here rather than trusted to the
// runtime.

const parse = (stored: string) => {
  const [scheme, rounds, salt, hash] = stored.split("$");
  const bytes = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)).length;
  return { scheme, iterations: Number(rounds), saltBytes: bytes(salt!), hashBytes: bytes(hash!) };
};

describe("password hashing", () => {
  it("stores a sign-up's password as pbkdf2-sha256 with exactly 100,000 iterations, a 16-byte salt", async () => {
    const { user } = await register();
    const row = await db().query.users.findFirst({ where: eq(users.id, user._id) });
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(parse(row!.passwordHash!)).toEqual({ scheme: "pbkdf2-sha256", iterations: 100_000, saltBytes: 16, hashBytes: 32 });
    expect(await verifyPassword(PASSWORD, row!.passwordHash!)).toBe(true);
  });

  it("salts every hash: the same password twice gives two different strings, both verifying", async () => {
    const [a, b] = [await hashPassword(PASSWORD), await hashPassword(PASSWORD)];
    expect(a).not.toBe(b);
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword(PASSWORD, b)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, a)).toBe(false);
  });

  it("refuses malformed stored strings and counts above the production cap instead of throwing", async () => {
    const good = await hashPassword(PASSWORD);
    const [, , salt, hash] = good.split("$");
    for (const stored of ["", "plain", `pbkdf2-sha256$200000$${salt}$${hash}`, `md5$100000$${salt}$${hash}`, `${good}$extra`]) {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    }
  });
});
