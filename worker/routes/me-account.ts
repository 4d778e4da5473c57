import { Hono } from "hono";
import { z } from "zod";
import { exportFileName, exportStream } from "../accounts/data-export";
import { deleteAccount, mailAccountDeleted, mailDeletionLink } from "../accounts/delete-account";
import { writeThrough } from "../catalogue/write-through";
import { requestEmailChange } from "../accounts/email-change";
import { signMemberToken } from "../accounts/jwt";
import { requireMember, requireVerifiedMember } from "../accounts/member-guard";
import { cardDbs, refreshCards, refreshCardsOf } from "../accounts/member-cards";
import { toAccount } from "../accounts/member-json";
import { changePassword, mailPasswordChanged, mailSetPasswordLink, renameMember, revokeSessions } from "../accounts/own-account";
import { removePicture, savePicture } from "../accounts/profile-picture";
import { accountMessages, deleteAccountBody, emailChangeBody, nameBody, passwordChangeBody } from "../contract/account";
import { homeCityBody } from "../contract/jurisdiction-schemas";
import { getDb, type Db } from "../db/client";
import { NO_STORE, NO_STORE_HEADERS } from "../http/cache-control";
import { perMemberLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { homeCityOf, setHomeCity } from "../jurisdictions/home-city";
import { dropCards } from "../share-card/card-store";
import type { AppEnv, Member } from "../shared/app-env";
import { logError } from "../shared/log";
import { originOf } from "../shared/origin";

// The member's own account, mounted at /api/me (README.md, "Your account"). Every route acts on the caller's
// account alone — no route takes another member's id — and is private, so never cached. Changes share one
// per-member limit; the export has its own, smaller one. What a member's card shows elsewhere (name, picture,
// home city) is refreshed on every database their row names, after the directory's row changed
// (accounts/member-cards.ts); the export and the deletion cover those databases too.

const changes = perMemberLimit((env) => env.ACCOUNT_LIMITER, accountMessages.tooManyChanges);
const exports = perMemberLimit((env) => env.EXPORT_LIMITER, accountMessages.tooManyExports);
// Reading one's own account is cheap but not free: a generous limit of its own, so a script cannot hammer it
// and a busy screen never spends the allowance of changes.
const reads = perMemberLimit((env) => env.ACCOUNT_READ_LIMITER, accountMessages.tooManyReads);
const pictureForm = z.object({
  picture: z.instanceof(File, { error: accountMessages.pictureMissing }),
});

/** Work after the answer (a mail, freeing storage); a failure is logged, the change it follows stands. */
const later = (ctx: { waitUntil(work: Promise<unknown>): void }, what: string, work: Promise<unknown>) =>
  ctx.waitUntil(work.catch((err: unknown) => logError(`${what} failed`, err)));

/** The account as GET /api/me shows it, with the member's home city. */
const accountJson = async (db: Db, user: Member, url: string) => toAccount(user, originOf(url), await homeCityOf(db, user.homeJurisdictionId));

/** One motion's cards after another, at most this many: beyond it the storage is freed by nobody, harmlessly. */
const MAX_CARD_CLEANUPS = 500;
const dropCardsOf = async (bucket: R2Bucket, motionIds: string[]) => {
  for (const id of motionIds.slice(0, MAX_CARD_CLEANUPS)) await dropCards(bucket, id);
};

export const meAccountRoutes = new Hono<AppEnv>()
  .get("/", requireMember, reads, async (c) => c.json({ user: await accountJson(getDb(c), c.var.member, c.req.url) }, 200, NO_STORE_HEADERS))
  .patch("/", requireMember, changes, validate("json", nameBody), async (c) => {
    const user = await renameMember(getDb(c), c.var.member, c.req.valid("json").name);
    await refreshCards(c, user);
    return c.json(
      {
        message: accountMessages.nameSaved,
        user: await accountJson(getDb(c), user, c.req.url),
      },
      200,
      NO_STORE_HEADERS,
    );
  })
  .put("/picture", requireMember, changes, validate("form", pictureForm), async (c) => {
    const user = await savePicture(getDb(c), c.env.IMAGES, c.var.member, c.req.valid("form").picture);
    await refreshCards(c, user);
    return c.json(
      {
        message: accountMessages.pictureSaved,
        user: await accountJson(getDb(c), user, c.req.url),
      },
      200,
      NO_STORE_HEADERS,
    );
  })
  .delete("/picture", requireMember, changes, async (c) => {
    const user = await removePicture(getDb(c), c.env.IMAGES, c.var.member);
    await refreshCards(c, user);
    return c.json(
      {
        message: accountMessages.pictureRemoved,
        user: await accountJson(getDb(c), user, c.req.url),
      },
      200,
      NO_STORE_HEADERS,
    );
  })
  // The member's home city (README.md, "City suggestion and home city"): a city or district, or null.
  .put("/home-city", requireVerifiedMember, changes, validate("json", homeCityBody), async (c) => {
    const result = await setHomeCity(getDb(c), c.var.member.id, c.req.valid("json").jurisdiction);
    await refreshCardsOf(c, c.var.member.id);
    return c.json(result, 200, NO_STORE_HEADERS);
  })
  .post("/password", requireMember, changes, validate("json", passwordChangeBody), async (c) => {
    const user = await changePassword(getDb(c), c.var.member, c.req.valid("json"));
    later(c.executionCtx, "password-changed mail", mailPasswordChanged(c.env, user));
    // This session continues with a token of the new version; every other one has ended.
    const token = await signMemberToken(c.env, user);
    return c.json(
      {
        message: accountMessages.passwordChanged,
        token,
        user: await accountJson(getDb(c), user, c.req.url),
      },
      200,
      NO_STORE_HEADERS,
    );
  })
  .post("/password/link", requireMember, changes, async (c) => {
    await mailSetPasswordLink(getDb(c), c.env, c.var.member);
    return c.json({ message: accountMessages.setPasswordLinkSent }, 200, NO_STORE_HEADERS);
  })
  .post("/email", requireMember, changes, validate("json", emailChangeBody), async (c) => {
    const input = c.req.valid("json");
    await requestEmailChange(c.env, c.var.member, input);
    return c.json({ message: accountMessages.emailChangeSent(input.email) }, 202, NO_STORE_HEADERS);
  })
  .post("/sessions/revoke", requireMember, changes, async (c) => {
    await revokeSessions(getDb(c), c.var.member);
    return c.json({ message: accountMessages.signedOutEverywhere }, 200, NO_STORE_HEADERS);
  })
  .get("/export", requireMember, exports, (c) =>
    c.body(exportStream([getDb(c), ...cardDbs(c, c.var.member)], c.var.member, originOf(c.req.url)), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": NO_STORE,
    }),
  )
  .post("/deletion-link", requireMember, changes, async (c) => {
    await mailDeletionLink(getDb(c), c.env, c.var.member);
    return c.json({ message: accountMessages.deletionLinkSent }, 200, NO_STORE_HEADERS);
  })
  .delete("/", requireMember, changes, validate("json", deleteAccountBody), async (c) => {
    const input = c.req.valid("json");
    const member = c.var.member;
    const { deleted, deletedMotionIds } = await deleteAccount(getDb(c), member, input, cardDbs(c, member));
    if (deleted) {
      // Deleted motions leave national lists at once (anonymized ones stay, their cards changed by the refresh).
      await writeThrough(c, deletedMotionIds);
      later(c.executionCtx, "account-deleted mail", mailAccountDeleted(c.env, member, input.motions === "anonymize"));
      if (member.pictureKey) later(c.executionCtx, "picture-cleanup", c.env.IMAGES.delete(member.pictureKey));
      // Cards of deleted motions are no longer served (the motion is gone); this only frees their storage.
      later(c.executionCtx, "card-cleanup", dropCardsOf(c.env.IMAGES, deletedMotionIds));
    }
    return c.json({ message: accountMessages.accountDeleted }, 200, NO_STORE_HEADERS);
  });
