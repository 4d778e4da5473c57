import { Hono } from "hono";
import { spendTrustLink } from "../accounts/browser-trust";
import { signInEditor } from "../accounts/staff-accounts";
import { requireEditor } from "../accounts/staff-guard";
import { toEditorSession } from "../accounts/staff-json";
import { editorLoginBody, staffMessages } from "../contract/back-office";
import { browserTrustMessages, trustBrowserBody } from "../contract/browser-trust";
import { getDb } from "../db/client";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { clientIp } from "../http/client-address";
import { rateLimit } from "../http/rate-limit";
import { guardSignIn, trustThisDevice } from "../http/sign-in-guard";
import { validate } from "../http/validate";
import type { AppEnv } from "../shared/app-env";

// Editor sign-in, the editor layout's session check, and trusting a browser with the one-time link an admin
// made for the editor (README.md, "Sign-in throttling").

export const editorRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", editorLoginBody), async (c) => {
    const { username, password } = c.req.valid("json");
    const signedIn = await guardSignIn(c, { kind: "editor", login: username }, () => signInEditor(getDb(c), c.env, username, password));
    const editor = toEditorSession(signedIn.editor, signedIn.jurisdiction);
    return c.json({ message: staffMessages.loggedIn, editor, token: signedIn.token }, 200, NO_STORE_HEADERS);
  })
  // POSTed by the page the link opens, from the browser to trust.
  .post("/trust-browser", validate("json", trustBrowserBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `trust-browser:${clientIp(c)}`);
    await trustThisDevice(c, await spendTrustLink(getDb(c), "editor", c.req.valid("json").token));
    return c.json({ message: browserTrustMessages.browserTrusted }, 200, NO_STORE_HEADERS);
  })
  // An editor token only (an admin token here is a 403).
  .get("/loggedin", requireEditor, (c) => c.json({ editor: toEditorSession(c.var.staff.editor, c.var.staff.jurisdiction) }, 200, NO_STORE_HEADERS));
