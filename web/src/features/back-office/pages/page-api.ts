import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, staffApi, unwrap } from "../../../lib/api";
import { unwrapWithIssues } from "../shared/staff-errors";
import type { StaffKind } from "../shared/staff-kind";
import type { PageFormOutput } from "./page-form-schema";

// Motion pages in the back office (spec §7 Staff). The reads send no staff header, as the spec has them;
// add and edit carry the signed-in admin's or editor's token.

/** A motion page as GET /api/entity/admin serialises it (inferred, never written by hand). */
export type StaffPage = InferResponseType<typeof api.entity.admin.$get, 200>[number];

export const pageKeys = {
  all: ["back-office", "pages"] as const,
  list: () => [...pageKeys.all, "list"] as const,
  detail: (id: string) => [...pageKeys.all, "detail", id] as const,
};

export const pageListQuery = () =>
  queryOptions({ queryKey: pageKeys.list(), queryFn: () => unwrap(api.entity.admin.$get()) });

export const pageQuery = (id: string) =>
  queryOptions({ queryKey: pageKeys.detail(id), queryFn: () => unwrap(api.entity.admin[":id"].$get({ param: { id } })) });

/**
 * The multipart form of spec §7. Every text field goes, empty ones as "" (the server drops empty links, so
 * clearing a field on edit removes that link); the order only when given; the image only when chosen.
 */
const toForm = (values: PageFormOutput) => ({
  name: values.name,
  bio: values.bio,
  twitter: values.twitter ?? "",
  instagram: values.instagram ?? "",
  facebook: values.facebook ?? "",
  tiktok: values.tiktok ?? "",
  youtube: values.youtube ?? "",
  link1: values.link1 ?? "",
  link2: values.link2 ?? "",
  link3: values.link3 ?? "",
  ...(values.sortRank === undefined ? {} : { sortRank: String(values.sortRank) }),
  ...(values.image ? { image: values.image } : {}),
});

/** POST /api/entity/add, or PUT /api/entity/edit/:id with an id; a 400 keeps its per-field issues. */
export function savePage(kind: StaffKind, values: PageFormOutput, id?: string) {
  const entity = staffApi(kind).entity;
  const form = toForm(values);
  return id ? unwrapWithIssues(entity.edit[":id"].$put({ param: { id }, form })) : unwrapWithIssues(entity.add.$post({ form }));
}
