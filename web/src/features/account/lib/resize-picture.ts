import { IMAGE_TYPES } from "@contract/limits";
import { firstFitting, pictureFileName, squareCrop } from "./picture-square";

// Turns the file a member chose into the square the Worker stores (lib/picture-square.ts has the math):
// decoded by the browser, cropped to the centre, drawn on a canvas and encoded again. Re-encoding also
// drops the photo's metadata (location, camera) before anything leaves the device.

/** What the file picker offers: the types the Worker accepts for pictures. */
export const PICTURE_ACCEPT = IMAGE_TYPES.map((t) => t.mime).join(",");
const TYPE_NAMES = IMAGE_TYPES.map((t) => t.label).join(", ");

/**
 * Larger files are refused before decoding: a photo from any phone is well under it, and decoding a
 * huge file could stall the tab for nothing.
 */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;

const pictureMessages = {
  unreadable: `This file could not be read as a picture. Choose a ${TYPE_NAMES} image.`,
  tooLarge: "This picture is larger than 25 MB. Choose a smaller one.",
  cannotShrink: "This picture could not be made small enough to upload. Try another one.",
} as const;

/** A failure told to the member as it is (the message is theirs to read). */
class PictureError extends Error {}

export async function resizePicture(file: File): Promise<File> {
  if (file.size > MAX_SOURCE_BYTES) throw new PictureError(pictureMessages.tooLarge);
  let bitmap: ImageBitmap;
  try {
    // Follows the photo's EXIF orientation, so a portrait taken sideways stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PictureError(pictureMessages.unreadable);
  }
  try {
    const crop = squareCrop(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = crop.side;
    canvas.height = crop.side;
    const context = canvas.getContext("2d");
    if (!context) throw new PictureError(pictureMessages.cannotShrink);
    // JPEG has no transparency: a transparent area would turn black, so it sits on white.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, crop.side, crop.side);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, crop.sx, crop.sy, crop.source, crop.source, 0, 0, crop.side, crop.side);
    const blob = await firstFitting((type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)));
    if (!blob) throw new PictureError(pictureMessages.cannotShrink);
    return new File([blob], pictureFileName(blob.type), { type: blob.type });
  } finally {
    bitmap.close();
  }
}
