// Types for the two language libraries that ship none (README.md, "Libraries").

declare module "snowball-stemmers" {
  type Stemmer = { stem(word: string): string };
  const snowball: { newStemmer(algorithm: string): Stemmer; algorithms(): string[] };
  export default snowball;
}

declare module "stopwords-iso" {
  const stopwords: Record<string, string[]>;
  export default stopwords;
}
