import type { MotionFate } from "@contract/account";
import { api, unwrap } from "../../../lib/api";

// The account's writes (worker/routes/me-account.ts, mounted at /api/me), and the public confirmation of an
// e-mail change. Each answers the server's own message; those that change the account also answer it as it
// now is, so the screen and the header follow without another read.

/** PATCH /api/me → { message, user }. */
export const rename = (name: string) => unwrap(api.me.$patch({ json: { name } }));

/** PUT /api/me/picture, the already resized square as the multipart field `picture` → { message, user }. */
export const uploadPicture = (picture: File) => unwrap(api.me.picture.$put({ form: { picture } }));

/** DELETE /api/me/picture → { message, user }: the Google picture, or the initial, shows again. */
export const removePicture = () => unwrap(api.me.picture.$delete());

/** PUT /api/me/home-city → { message, homeCity }: the city the home page starts in for this member; null clears it. */
export const saveHomeCity = (jurisdiction: string | null) => unwrap(api.me["home-city"].$put({ json: { jurisdiction } }));

/** POST /api/me/password → { message, token, user }: this session goes on with `token`; every other one ended. */
export const changePassword = (input: { currentPassword: string; password: string }) => unwrap(api.me.password.$post({ json: input }));

/** POST /api/me/password/link → { message }: an account without a password gets a link to set one. */
export const sendPasswordLink = () => unwrap(api.me.password.link.$post());

/** POST /api/me/email → 202 { message }: the link goes to the new address, which changes once it is opened. */
export const requestEmailChange = (input: { currentPassword: string; email: string }) => unwrap(api.me.email.$post({ json: input }));

/** POST /api/auth/email-change/:token → { message, user }: the mailed link, opened on any device. */
export const confirmEmailChange = (token: string) => unwrap(api.auth["email-change"][":token"].$post({ param: { token } }));

/** POST /api/me/sessions/revoke → { message }: every device is signed out, this one included. */
export const revokeSessions = () => unwrap(api.me.sessions.revoke.$post());

/** POST /api/me/deletion-link → { message }: an account without a password confirms its deletion by e-mail. */
export const sendDeletionLink = () => unwrap(api.me["deletion-link"].$post());

/** DELETE /api/me → { message }: the password, or the mailed link's token, and what becomes of the motions. */
export const deleteAccount = (input: { password?: string; token?: string; motions: MotionFate }) => unwrap(api.me.$delete({ json: input }));
