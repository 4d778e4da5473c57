import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { pageKeys } from "../api/page-queries";

/**
 * Marks every cached motion-page answer (the home list, /pages, each page's own screen) as stale, so they
 * are fetched again when next shown. For a route whose screen changes pages from elsewhere: the back
 * office's page form calls it after a save.
 */
export function useRefreshPages() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: pageKeys.all }), [queryClient]);
}
