import { queryOptions } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, staffApi, unwrap } from "../../../lib/api";
import type { StaffKind } from "../lib/staff-kind";
import { unwrapWithIssues } from "./staff-errors";

// Motion pages in the back office. Every call carries the signed-in admin's or editor's token: the reads are
// public, but with it the Worker narrows them to the staff member's jurisdiction (README.md, "Staff per
// jurisdiction"), and one page of another jurisdiction is a 403.

/** A motion page as GET /api/entity/admin serialises it (inferred, never written by hand). */
export type StaffPage = InferResponseType<typeof api.entity.admin.$get, 200>[number];

/** The multipart form of POST /api/entity/add and PUT /api/entity/edit/:id (both take the same fields). */
export type PageWireForm = InferRequestType<typeof api.entity.add.$post>["form"];

export const staffPageKeys = {
  all: ["back-office", "pages"] as const,
  list: () => [...staffPageKeys.all, "list"] as const,
  detail: (id: string) => [...staffPageKeys.all, "detail", id] as const,
};

// One staff session at a time (session-api.ts), and its end drops every back-office answer: the keys need no kind.
export const staffPageListQuery = (kind: StaffKind) =>
  queryOptions({ queryKey: staffPageKeys.list(), queryFn: () => unwrap(staffApi(kind).entity.admin.$get()) });

export const staffPageQuery = (kind: StaffKind, id: string) =>
  queryOptions({ queryKey: staffPageKeys.detail(id), queryFn: () => unwrap(staffApi(kind).entity.admin[":id"].$get({ param: { id } })) });

/** POST /api/entity/add, or PUT /api/entity/edit/:id with an id; a 400 keeps its per-field issues. */
export function savePage(kind: StaffKind, form: PageWireForm, id?: string) {
  const pages = staffApi(kind).entity;
  return id ? unwrapWithIssues(pages.edit[":id"].$put({ param: { id }, form })) : unwrapWithIssues(pages.add.$post({ form }));
}
