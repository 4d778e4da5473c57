import { MOTION_MAX_LENGTH, MOTION_MIN_LENGTH } from "@contract/motions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { SimilarMotions } from "../api/motion-queries";
import { similarMotionsQueryOptions } from "../api/similar-queries";

/** How long typing pauses before the text is compared with the page's motions. */
export const SIMILAR_DEBOUNCE_MS = 400;
/** Below this many characters (a motion's own minimum) there is too little to compare: nothing is shown. */
const SIMILAR_MIN_LENGTH = MOTION_MIN_LENGTH;

/**
 * "Find before you post" while a member writes a motion on page `pageId`: the motions already there that say
 * nearly the same, and a page the text fits much better (README.md, "Search"). Asked once typing pauses;
 * the previous answer stays while the next loads, so the suggestions never flicker away and back. Nothing
 * (undefined) under SIMILAR_MIN_LENGTH characters, or when the request fails: suggestions never stand in
 * the member's way.
 */
export function useSimilarMotions(pageId: string, text: string): SimilarMotions | undefined {
  const typed = text.trim().slice(0, MOTION_MAX_LENGTH);
  const settled = useDebouncedValue(typed, SIMILAR_DEBOUNCE_MS);
  const active = typed.length >= SIMILAR_MIN_LENGTH && settled.length >= SIMILAR_MIN_LENGTH;
  const { data } = useQuery({ ...similarMotionsQueryOptions(pageId, settled), enabled: active, placeholderData: keepPreviousData, retry: false });
  return active ? data : undefined;
}
