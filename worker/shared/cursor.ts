import { z } from "zod";
import { listMessages } from "../contract/lists";
import { httpError } from "./errors";

// A cursor is the sort name plus the sort key of the last motion a client has seen, opaque to the client
// (base64url JSON).
const cursorValues = z.array(z.union([z.number().finite(), z.string().max(64)])).min(2).max(4);

export const encodeCursor = (values: (number | string)[]) =>
  btoa(JSON.stringify(values)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export const decodeCursor = (cursor: string, shape: ("number" | "string")[]) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")));
  } catch {
    throw httpError(400, listMessages.cursor);
  }
  const result = cursorValues.safeParse(parsed);
  if (!result.success || result.data.length !== shape.length || result.data.some((v, i) => typeof v !== shape[i])) {
    throw httpError(400, listMessages.cursor);
  }
  return result.data;
};
