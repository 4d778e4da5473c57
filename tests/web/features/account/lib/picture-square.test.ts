import { MAX_PICTURE_BYTES, PICTURE_UPLOAD_SIDE } from "@contract/account";
import { describe, expect, it } from "vitest";
import { ENCODINGS, firstFitting, pictureFileName, squareCrop, type PictureType } from "../../../../../web/src/features/account/lib/picture-square";

// The size math of an uploaded profile picture: the centred square of any photo, never enlarged, and the
// first encoding the Worker will take.

describe("squareCrop", () => {
  it("takes the centre of a landscape photo and draws it at the upload size", () => {
    expect(squareCrop(4000, 3000)).toEqual({ sx: 500, sy: 0, source: 3000, side: PICTURE_UPLOAD_SIDE });
  });

  it("takes the centre of a portrait photo", () => {
    expect(squareCrop(1080, 1920)).toEqual({ sx: 0, sy: 420, source: 1080, side: PICTURE_UPLOAD_SIDE });
  });

  it("keeps a square whole", () => {
    expect(squareCrop(800, 800)).toEqual({ sx: 0, sy: 0, source: 800, side: PICTURE_UPLOAD_SIDE });
  });

  it("never enlarges a picture smaller than the upload size", () => {
    expect(squareCrop(120, 90)).toEqual({ sx: 15, sy: 0, source: 90, side: 90 });
    expect(squareCrop(PICTURE_UPLOAD_SIDE, PICTURE_UPLOAD_SIDE + 1).side).toBe(PICTURE_UPLOAD_SIDE);
  });

  it("rounds an odd margin down and stays inside the picture", () => {
    const crop = squareCrop(1001, 600);
    expect(crop).toEqual({ sx: 200, sy: 0, source: 600, side: PICTURE_UPLOAD_SIDE });
    expect(crop.sx + crop.source).toBeLessThanOrEqual(1001);
  });

  it("draws at least one pixel of a degenerate picture", () => {
    expect(squareCrop(0, 0)).toMatchObject({ source: 1, side: 1 });
  });

  it("takes a smaller target", () => {
    expect(squareCrop(500, 500, 64)).toEqual({ sx: 0, sy: 0, source: 500, side: 64 });
  });
});

describe("firstFitting", () => {
  const blob = (type: string, bytes: number) => new Blob([new Uint8Array(bytes)], { type });

  it("takes the first WebP when it fits", async () => {
    const tried: string[] = [];
    const result = await firstFitting(async (type, quality) => {
      tried.push(`${type}@${quality}`);
      return blob(type, 30_000);
    });
    expect(result?.type).toBe("image/webp");
    expect(tried).toEqual(["image/webp@0.9"]);
  });

  it("lowers the quality until the picture is at most the Worker's limit", async () => {
    const sizes: Record<string, number> = { "image/webp@0.9": MAX_PICTURE_BYTES + 1, "image/webp@0.7": MAX_PICTURE_BYTES };
    const result = await firstFitting(async (type, quality) => blob(type, sizes[`${type}@${quality}`] ?? 10));
    expect(result?.size).toBe(MAX_PICTURE_BYTES);
  });

  it("falls back to JPEG in a browser whose canvas answers PNG for WebP", async () => {
    const result = await firstFitting(async (type: PictureType) => blob(type === "image/webp" ? "image/png" : type, 20_000));
    expect(result?.type).toBe("image/jpeg");
  });

  it("answers null when nothing fits or the canvas gives nothing", async () => {
    expect(await firstFitting(async () => null)).toBeNull();
    expect(await firstFitting(async (type) => blob(type, 5_000), 4_000)).toBeNull();
  });

  it("tries WebP before JPEG, each from the higher quality down", () => {
    expect(ENCODINGS.map((e) => e.type)).toEqual(["image/webp", "image/webp", "image/jpeg", "image/jpeg", "image/jpeg"]);
    for (const type of ["image/webp", "image/jpeg"]) {
      const qualities = ENCODINGS.filter((e) => e.type === type).map((e) => e.quality);
      expect(qualities).toEqual([...qualities].sort((a, b) => b - a));
    }
  });
});

describe("pictureFileName", () => {
  it("names the file by its type", () => {
    expect(pictureFileName("image/webp")).toBe("picture.webp");
    expect(pictureFileName("image/jpeg")).toBe("picture.jpg");
  });
});
