import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consumeEmailToken, issueEmailToken } from "../../../worker/accounts/email-tokens";
import { emailTokens } from "../../../worker/db/token-schema";
import { db, insertMember } from "../support/factories";

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

describe("e-mail tokens", () => {
  it("are 32 random bytes in base64url, stored only as their SHA-256", async () => {
    const member = await insertMember();
    const token = await issueEmailToken(db(), member.id, "verify");
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Uint8Array.from(atob(token.replaceAll("-", "+").replaceAll("_", "/") + "="), (c) => c.charCodeAt(0))).toHaveLength(32);
    const rows = await db().select().from(emailTokens).where(eq(emailTokens.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("are consumed once, for their own purpose only", async () => {
    const member = await insertMember();
    const token = await issueEmailToken(db(), member.id, "reset");
    expect(await consumeEmailToken(db(), token, "verify")).toBeNull();
    expect((await consumeEmailToken(db(), token, "reset"))?.userId).toBe(member.id);
    expect(await consumeEmailToken(db(), token, "reset")).toBeNull();
  });

  it("let exactly one of many parallel consumptions win", async () => {
    const member = await insertMember();
    const token = await issueEmailToken(db(), member.id, "verify");
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeEmailToken(db(), token, "verify")));
    expect(results.filter((r) => r?.userId === member.id)).toHaveLength(1);
  });

  it("invalidate older unused tokens of the same purpose only", async () => {
    const member = await insertMember();
    const oldVerify = await issueEmailToken(db(), member.id, "verify");
    const reset = await issueEmailToken(db(), member.id, "reset");
    const newVerify = await issueEmailToken(db(), member.id, "verify");
    expect(await consumeEmailToken(db(), oldVerify, "verify")).toBeNull();
    expect((await consumeEmailToken(db(), reset, "reset"))?.userId).toBe(member.id);
    expect((await consumeEmailToken(db(), newVerify, "verify"))?.userId).toBe(member.id);
  });
});
