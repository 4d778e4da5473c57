import type { ListSort } from "@contract/limits";
import type { ReactNode } from "react";

/**
 * What a jurisdiction's screen shows from other features, put in by the route (features never import each
 * other): a jurisdiction's motion pages, and the first motions of a jurisdiction in one sort.
 */
export type HomeSlots = {
  renderPages: (view: { jurisdiction: string; empty: string }) => ReactNode;
  renderMotions: (view: { jurisdiction: string; sort: ListSort; limit: number; empty: string; answeredOnly?: boolean }) => ReactNode;
};
