// The origin a request came to, which absolute links in an answer (images, permalinks) are built on: the
// app answers on whichever host it is reached by, so a preview deployment links to itself.
export const originOf = (url: string) => new URL(url).origin;
