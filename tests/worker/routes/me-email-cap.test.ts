import { describe, expect, it, vi } from "vitest";
import { accountMessages } from "../../../worker/contract/account";
import { memberWithPassword } from "../support/account";
import { okJson } from "../support/client";
import { insertMember } from "../support/factories";
import { mailsTo, PASSWORD, uniqueEmail } from "../support/members";

// POST /api/me/email cannot mail-bomb someone else's address (README.md, "Your account"): whatever accounts
// ask to move to an address, that address gets at most 3 mails a day from it (links or "already in use"
// notices), while every request is answered exactly as before and the requesters' own notices still go.

const CAP = 3;
const CHANGING = "Your Plaza email address is changing";

/** Waits until every request was handled: the requester's own notice goes after the new address's turn. */
const noticesArrived = (email: string, count: number) =>
  vi.waitFor(
    async () => expect((await mailsTo(email)).filter((m) => m.subject === CHANGING)).toHaveLength(count),
    { timeout: 20_000, interval: 100 },
  );

describe("mails to the address an e-mail change names", () => {
  it("reach a victim at most 3 times however often one account asks, each request answered as before", async () => {
    const victim = uniqueEmail("victim");
    const { member, me } = await memberWithPassword();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await me.email.$post({ json: { currentPassword: PASSWORD, email: victim } }));
    for (const answer of answers) expect(await okJson(answer, 202)).toEqual({ message: accountMessages.emailChangeSent(victim) });
    await noticesArrived(member.email, 10);
    const mails = await mailsTo(victim);
    expect(mails).toHaveLength(CAP);
    expect(mails.map((m) => m.subject)).toEqual(Array(CAP).fill("Confirm your new email for Plaza"));
  });

  it("reach an account's owner at most 3 times when 10 accounts ask at once", async () => {
    const victim = await insertMember();
    const requesters = await Promise.all(Array.from({ length: 10 }, () => memberWithPassword()));
    const answers = await Promise.all(requesters.map(({ me }) => me.email.$post({ json: { currentPassword: PASSWORD, email: victim.email } })));
    for (const answer of answers) expect(await okJson(answer, 202)).toEqual({ message: accountMessages.emailChangeSent(victim.email) });
    for (const { member } of requesters) await noticesArrived(member.email, 1);
    const mails = await mailsTo(victim.email);
    expect(mails.map((m) => m.subject)).toEqual(Array(CAP).fill("Someone tried to use your email on Plaza"));
  });

  it("count per address: another address still gets its link", async () => {
    const { member, me } = await memberWithPassword();
    const [first, second] = [uniqueEmail("first"), uniqueEmail("second")];
    for (let i = 0; i < CAP + 1; i++) await okJson(await me.email.$post({ json: { currentPassword: PASSWORD, email: first } }), 202);
    await okJson(await me.email.$post({ json: { currentPassword: PASSWORD, email: second } }), 202);
    await noticesArrived(member.email, CAP + 2);
    expect(await mailsTo(first)).toHaveLength(CAP);
    expect(await mailsTo(second)).toHaveLength(1);
  });
});
