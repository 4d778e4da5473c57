// Where drawn cards are kept: R2 (the IMAGES bucket), one object per motion and version,
// `share-cards/<motionId>/<version>.png`. The prefix is the card's alone: the page-image code lists and
// deletes only `entities/` keys of its own pattern (images/image-store.ts PAGE_IMAGE_KEY), so its hourly
// orphan sweep never touches a card, and nothing here touches a page image.

const PREFIX = "share-cards/";

/** A motion's cards share this prefix; a card's key adds its version. */
const motionPrefix = (motionId: string) => `${PREFIX}${motionId}/`;

export const cardKey = (motionId: string, version: string) => `${motionPrefix(motionId)}${version}.png`;

/** At most this many keys are listed a motion: it has one card, two while a newer one replaces it. */
const LIST_LIMIT = 50;

/** The stored card under `key`, as a stream, or null. */
export const storedCard = async (bucket: R2Bucket, key: string) => (await bucket.get(key))?.body ?? null;

/**
 * Deletes every stored card of the motion except `keep`: the card it replaces (a new score, a status, more
 * votes), or all of them when the motion may no longer be shown. Old versions are never served again (the
 * key names the version), so nothing waits for them to expire.
 */
export async function dropCards(bucket: R2Bucket, motionId: string, keep?: string) {
  const listed = await bucket.list({ prefix: motionPrefix(motionId), limit: LIST_LIMIT });
  const stale = listed.objects.map((o) => o.key).filter((key) => key !== keep);
  if (stale.length) await bucket.delete(stale);
}

/** Stores a freshly drawn card, then removes the one it replaces. */
export async function storeCard(bucket: R2Bucket, motionId: string, key: string, png: Uint8Array<ArrayBuffer>) {
  await bucket.put(key, png, { httpMetadata: { contentType: "image/png" } });
  await dropCards(bucket, motionId, key);
}
