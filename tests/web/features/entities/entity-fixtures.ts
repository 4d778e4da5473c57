import type { Entity, EntityDetail } from "../../../../web/src/features/entities/api/entity-queries";

let seq = 0;

/** A motion page as the API sends it; override only what a test is about. */
export function makeEntity(overrides: Partial<Entity> = {}): Entity {
  seq += 1;
  return {
    _id: `entity-${seq}`,
    slug: `page-${seq}`,
    name: `page number ${seq}`,
    description: "Runs the buses and trains of the city.",
    image: { url: `http://localhost/images/page-${seq}.png` },
    socialMediaLinks: [],
    additionalLinks: [],
    sortRank: 1,
    followerCount: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A motion page as GET /api/entity/:slug sends it, with the caller's follow state. */
export function makeEntityDetail(overrides: Partial<EntityDetail> = {}): EntityDetail {
  return { ...makeEntity(), following: false, ...overrides };
}
