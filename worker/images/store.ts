import { uuidv7 } from "uuidv7";
import { MAX_IMAGE_BYTES, pageMessages } from "../contract/back-office";
import { httpError, logError } from "../lib/errors";
import { detectImageType, type ImageType } from "./detect";

// Page images in R2 (DESIGN §7): checked by size and magic bytes, stored under a key the server makes up
// (never the uploaded name), with the detected type as the object's Content-Type. /images serves that type
// with `nosniff`, so a polyglot (image header + script after it) is only ever an image to a browser.

export type CheckedImage = { bytes: Uint8Array; type: ImageType };

/** The upload's bytes and real type, or 413 / 415 with the form's messages. */
export const checkImage = async (file: File): Promise<CheckedImage> => {
  if (file.size > MAX_IMAGE_BYTES) throw httpError(413, pageMessages.imageTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw httpError(413, pageMessages.imageTooLarge);
  const type = detectImageType(bytes);
  if (!type) throw httpError(415, pageMessages.imageType);
  return { bytes, type };
};

/** A fresh key for a page image of this type: `entities/<uuidv7>.<ext>`, never from anything a client sent. */
export const newImageKey = (type: ImageType) => `entities/${uuidv7()}.${type.ext}`;

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
