import type { Api } from "./api";
import { expect } from "./fixtures";

/** The newest link to `path` mailed to `to`, read from the development outbox like a developer would. */
export async function mailedLink(api: Api, to: string, path: "/verify-email" | "/reset-password" | "/confirm-email") {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = await (await api.dev.mail.$get()).json();
      link = mails.filter((m) => m.to === to).flatMap((m) => m.links).find((l) => new URL(l).pathname === path);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
