import type { InferRequestType } from "hono/client";
import { api, unwrap } from "../../../lib/api";
import { readCityCookie } from "../../../lib/city-cookie";

type ContactRequest = InferRequestType<typeof api.contact.$post>["json"];

/**
 * POST /api/contact; answers `{ message }`, the success toast's text. The visitor's chosen city goes with it, so
 * the message reaches that city's admins (README.md, "Staff per jurisdiction"); without a choice, the national team.
 */
export const sendContactMessage = (json: Omit<ContactRequest, "jurisdiction">) => {
  const city = readCityCookie();
  return unwrap(api.contact.$post({ json: { ...json, ...(city ? { jurisdiction: city } : {}) } }));
};
