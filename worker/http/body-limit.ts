import { bodyLimit } from "hono/body-limit";
import { accountMessages } from "../contract/account";
import { pageMessages } from "../contract/back-office";
import { MAX_IMAGE_BYTES } from "../contract/limits";
import { commonMessages } from "../contract/messages";
import { httpError } from "../shared/errors";

// The largest body any route reads: the image limit plus a megabyte of multipart overhead and text fields.
const MAX_BODY = MAX_IMAGE_BYTES + 1024 * 1024;

// Refused before the body is read (Content-Length, else while streaming). Only the page form and the
// profile picture are multipart, so there an oversized body can only mean an oversized image, and the
// form's own text says so.
const tooLarge = (contentType: string | undefined, path: string) => {
  if (!/^multipart\/form-data/i.test(contentType ?? "")) return httpError(413, commonMessages.tooLarge);
  return httpError(413, path.endsWith("/me/picture") ? accountMessages.pictureTooLarge : pageMessages.imageTooLarge);
};

export const limitBody = bodyLimit({
  maxSize: MAX_BODY,
  onError: (c) => {
    throw tooLarge(c.req.header("Content-Type"), c.req.path);
  },
});
