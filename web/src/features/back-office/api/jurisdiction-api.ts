import type { jurisdictionCreateBody, jurisdictionRenameBody } from "@contract/jurisdiction-admin";
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { z } from "zod";
import { api, staffApi, unwrap } from "../../../lib/api";
import { unwrapWithIssues } from "./staff-errors";

// The jurisdiction tree in the back office (README.md, "Staff per jurisdiction"): the public list the forms'
// jurisdiction choices come from, and the admins' own list with totals, add and rename.

/** One jurisdiction of GET /api/jurisdictions: `{ _id, slug, name, kind, parentId, path }`. */
export type JurisdictionOption = InferResponseType<typeof api.jurisdictions.$get, 200>["jurisdictions"][number];

const admin = () => staffApi("admin").admin.jurisdictions;

/** One row of GET /api/admin/jurisdictions: a jurisdiction with its totals. */
export type ManagedJurisdiction = InferResponseType<ReturnType<typeof admin>["$get"], 200>["jurisdictions"][number];

export const jurisdictionKeys = {
  all: ["back-office", "jurisdictions"] as const,
  options: () => [...jurisdictionKeys.all, "options"] as const,
  managed: () => [...jurisdictionKeys.all, "managed"] as const,
};

// The public list is cached by browsers for minutes; a form asks past that cache, so a district an admin
// just added is there to choose.
export const jurisdictionOptionsQuery = () =>
  queryOptions({
    queryKey: jurisdictionKeys.options(),
    queryFn: async () => (await unwrap(api.jurisdictions.$get(undefined, { init: { cache: "no-cache" } }))).jurisdictions,
    staleTime: 60_000,
  });

export const managedJurisdictionsQuery = () =>
  queryOptions({ queryKey: jurisdictionKeys.managed(), queryFn: async () => (await unwrap(admin().$get())).jurisdictions });

export const createJurisdiction = (json: z.input<typeof jurisdictionCreateBody>) => unwrapWithIssues(admin().$post({ json }));

export const renameJurisdiction = (slug: string, json: z.input<typeof jurisdictionRenameBody>) =>
  unwrapWithIssues(admin()[":slug"].$patch({ param: { slug }, json }));
