import type { addEditorBody } from "@contract/back-office";
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { z } from "zod";
import { staffApi, unwrap } from "../../../lib/api";

// Editor accounts: admin calls only, so every one carries the admin token. No answer ever contains a
// stored password (only a one-way hash is kept); the reset answers with a new one, once.

const admin = () => staffApi("admin").admin;

/** One row of GET /api/admin/editor (inferred from the Worker). */
export type EditorRow = InferResponseType<ReturnType<typeof admin>["editor"]["$get"], 200>[number];

export const editorKeys = {
  list: () => ["back-office", "editors"] as const,
};

export const editorListQuery = () => queryOptions({ queryKey: editorKeys.list(), queryFn: () => unwrap(admin().editor.$get()) });

export const addEditor = (json: z.output<typeof addEditorBody>) => unwrap(admin().editor.add.$post({ json }));

export const removeEditor = (id: string) => unwrap(admin().editor.remove[":id"].$delete({ param: { id } }));

export const resetEditorPassword = (id: string) => unwrap(admin().editor[":id"]["reset-password"].$post({ param: { id } }));
