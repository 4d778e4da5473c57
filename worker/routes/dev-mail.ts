import { Hono } from "hono";
import { commonMessages } from "../contract/messages";
import type { AppEnv } from "../shared/app-env";
import { httpError } from "../shared/errors";
import { listDevMail } from "../mail/mailer";

// Development helpers. Guarded at the top: in any environment but "development" every path
// here answers exactly like a route that does not exist.
export const devMailRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT !== "development") throw httpError(404, commonMessages.notFound);
    await next();
  })
  .get("/mail", async (c) => c.json({ mails: await listDevMail(c.env) }));
