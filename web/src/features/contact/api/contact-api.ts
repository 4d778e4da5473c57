import type { InferRequestType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

type ContactRequest = InferRequestType<typeof api.contact.$post>["json"];

/** POST /api/contact; answers `{ message }`, the success toast's text. */
export const sendContactMessage = (json: ContactRequest) => unwrap(api.contact.$post({ json }));
