import { describe, expect, it } from "vitest";
import { CAP_WINDOW_MS, claimCappedMail, MAX_MAILS, purgeCappedMails } from "../../../worker/accounts/mail-cap";
import { cappedMails } from "../../../worker/db/throttle-schema";
import { db } from "../support/factories";
import { uniqueEmail } from "../support/members";

// The per-address cap of mails anyone can make Plaza send (worker/accounts/mail-cap.ts): exact under
// parallel claims, per kind and address, over a sliding day, and it keeps no address in the clear.

const claims = (kind: "email-change" | "browser-trust", address: string, count: number, now?: number) =>
  Promise.all(Array.from({ length: count }, () => claimCappedMail(db(), kind, address, now)));

describe("claimCappedMail", () => {
  it("grants exactly 3 of 20 parallel claims for one address", async () => {
    const granted = await claims("email-change", uniqueEmail("target"), 20);
    expect(granted.filter(Boolean)).toHaveLength(MAX_MAILS);
  });

  it("counts each kind and each address apart, whatever the letter case", async () => {
    const address = uniqueEmail("target");
    await claims("email-change", address, MAX_MAILS);
    expect(await claimCappedMail(db(), "email-change", address.toUpperCase())).toBe(false);
    expect(await claimCappedMail(db(), "browser-trust", address)).toBe(true);
    expect(await claimCappedMail(db(), "email-change", uniqueEmail("other"))).toBe(true);
  });

  it("lets mails older than a day stop counting, and the hourly purge forget them", async () => {
    const address = uniqueEmail("target");
    const dayAgo = Date.now() - CAP_WINDOW_MS - 1;
    await claims("email-change", address, MAX_MAILS, dayAgo);
    expect(await claimCappedMail(db(), "email-change", address)).toBe(true);
    expect(await purgeCappedMails(db())).toBeGreaterThanOrEqual(MAX_MAILS);
    const rows = await db().select().from(cappedMails);
    expect(rows.every((r) => r.sentAt > dayAgo)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(address);
  });
});
