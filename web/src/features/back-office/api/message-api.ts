import type { ContactStatus } from "@contract/limits";
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { staffApi, unwrap } from "../../../lib/api";

// The contact inbox: admin calls only. GET /api/contact/messages pages newest first by cursor.

const contact = () => staffApi("admin").contact;

type MessageListPage = InferResponseType<ReturnType<typeof contact>["messages"]["$get"], 200>;
export type ContactMessage = MessageListPage["messages"][number];

const messageKeys = {
  all: ["back-office", "messages"] as const,
  list: (status: ContactStatus) => [...messageKeys.all, status] as const,
};

export const messageListQuery = (status: ContactStatus) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(status),
    queryFn: ({ pageParam }) =>
      unwrap(contact().messages.$get({ query: pageParam ? { status, cursor: pageParam } : { status } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** PATCH /api/contact/messages/:id/handled: true marks it handled, false opens it again. */
export const setHandled = (id: string, handled: boolean) =>
  unwrap(contact().messages[":id"].handled.$patch({ param: { id }, json: { handled } }));

/**
 * After a toggle, the list on screen changes at once: under All the message is replaced; under Open or
 * Handled it no longer belongs and leaves. The other filters are re-read when next shown.
 */
export function applyToggle(queryClient: QueryClient, status: ContactStatus, updated: ContactMessage) {
  queryClient.setQueryData<InfiniteData<MessageListPage, string | null>>(messageKeys.list(status), (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages:
          status === "all"
            ? page.messages.map((m) => (m._id === updated._id ? updated : m))
            : page.messages.filter((m) => m._id !== updated._id),
      })),
    },
  );
  void queryClient.invalidateQueries({
    queryKey: messageKeys.all,
    predicate: (query) => query.queryKey[2] !== status,
  });
}
