import { and, eq, isNull, type SQL } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { accountMessages, MAX_PICTURE_BYTES, MAX_PICTURE_SIDE } from "../contract/account";
import { pageMessages } from "../contract/back-office";
import { users } from "../db/schema";
import type { Db } from "../db/client";
import { detectImageType, type CheckedImage } from "../images/image-check";
import { readDimensions } from "../images/image-dimensions";
import { deleteImage, storeImage } from "../images/image-store";
import type { Member } from "../shared/app-env";
import { httpError } from "../shared/errors";

// A member's uploaded profile picture (README.md, "Your account"). The bytes pass the same checks as page
// images (magic bytes decide the type, the format's own headers the size), within an avatar's limits: the
// account screen sends a 400 × 400 square, and anything over 1 MB or 2,000 px a side is refused. Stored in
// R2 under `members/<uuidv7>.<ext>`, a prefix the page-image sweep never lists.

const checkPicture = async (file: File): Promise<CheckedImage> => {
  if (file.size > MAX_PICTURE_BYTES) throw httpError(413, accountMessages.pictureTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw httpError(400, accountMessages.pictureMissing);
  const type = detectImageType(bytes);
  if (!type) throw httpError(415, pageMessages.imageType);
  const size = readDimensions(bytes, type.mime);
  if (!size) throw httpError(415, pageMessages.imageUnreadable);
  if (size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE) throw httpError(422, accountMessages.pictureTooBig);
  return { bytes, type };
};

const keyIs = (key: string | null): SQL => (key ? eq(users.pictureKey, key) : isNull(users.pictureKey))!;

/**
 * Points the account at `next` only if it still names `previous`, and deletes whichever picture lost: of two
 * parallel uploads the last one to land is kept and neither object is left behind in R2.
 */
const swapPicture = async (db: Db, bucket: R2Bucket, member: Member, next: string | null) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await db.query.users.findFirst({
      columns: { pictureKey: true },
      where: eq(users.id, member.id),
    });
    if (!current) {
      if (next) await deleteImage(bucket, next);
      throw httpError(401, accountMessages.sessionChanged);
    }
    const [user] = await db
      .update(users)
      .set({ pictureKey: next })
      .where(and(eq(users.id, member.id), keyIs(current.pictureKey)))
      .returning();
    if (user) {
      if (current.pictureKey && current.pictureKey !== next) await deleteImage(bucket, current.pictureKey);
      return user;
    }
  }
  if (next) await deleteImage(bucket, next);
  throw httpError(409, accountMessages.pictureBusy);
};

export const savePicture = async (db: Db, bucket: R2Bucket, member: Member, file: File) => {
  const image = await checkPicture(file);
  const key = await storeImage(bucket, image, `members/${uuidv7()}.${image.type.ext}`);
  return swapPicture(db, bucket, member, key);
};

/** Back to the Google picture, or to the first letter of the name. */
export const removePicture = (db: Db, bucket: R2Bucket, member: Member) => swapPicture(db, bucket, member, null);
