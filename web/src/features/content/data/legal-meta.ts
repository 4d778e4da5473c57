/**
 * Titles and descriptions of the legal pages, apart from their texts: the routes' `head` needs them in
 * the first download, and importing the whole documents there would pull every paragraph into it too.
 */
export const PRIVACY_META = {
  title: "Privacy Policy",
  description: "What Plaza collects, why, who it is shared with, how it is protected, and the rights you have over your data.",
};

export const TERMS_META = {
  title: "Terms of Service",
  description: "The terms for using Plaza: accounts, motions and votes, the scoring analysis, availability, liability and how to reach us.",
};

/** `head` for a legal route: "Privacy Policy · Plaza" and its description. */
export const legalHead = (meta: { title: string; description: string }, pageTitle: (title: string) => string) => ({
  meta: [{ title: pageTitle(meta.title) }, { name: "description", content: meta.description }],
});
