// The back office's row lists (pages, editors): a card per item on phones, a table-like row from md up.
export const ROW =
  "flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface-raised p-4 md:rounded-none md:border-0 md:bg-transparent md:px-5 md:py-3";
export const LIST = "space-y-3 md:space-y-0 md:divide-y md:divide-line md:rounded-2xl md:border md:border-line md:bg-surface-raised";
