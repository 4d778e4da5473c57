import { uuidv7 } from "uuidv7";
import { logError } from "../shared/log";
import { type CheckedImage } from "./image-check";

// Page images in R2, stored under a key the server makes up (never the uploaded name), with the detected
// type as the object's Content-Type. /images serves that type with `nosniff`, so a polyglot (image header
// and script after it) is only ever an image to a browser.

/** A fresh key for a page image of this type: `entities/<uuidv7>.<ext>`, never from anything a client sent. */
export const newImageKey = (type: CheckedImage["type"]) => `entities/${uuidv7()}.${type.ext}`;

/** The keys newImageKey makes; whatever deletes page images by key deletes nothing else. */
export const PAGE_IMAGE_KEY = /^entities\/[0-9a-f-]{36}\.(jpg|png|gif|webp|avif)$/;

/** Stores a checked image with its detected type as Content-Type and answers the key (a new one by default). */
export const storeImage = async (bucket: R2Bucket, image: CheckedImage, key = newImageKey(image.type)) => {
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type.mime } });
  return key;
};

/**
 * Deletes an object, never failing the request that asked: an orphan costs storage, while a failed answer
 * after the database already changed would mislead the editor. The failure is logged for operators.
 */
export const deleteImage = async (bucket: R2Bucket, key: string) => {
  try {
    await bucket.delete(key);
  } catch (err) {
    logError(`image ${key} could not be deleted`, err);
  }
};
