// Whether the rubric can read a motion: it reads English only. Text mostly in a non-Latin script, or whose
// common function words are mostly Spanish, French, German, Portuguese or Italian ones, is "other": the
// rubric then scores what it can read in any language and says so (other-language.ts).

/** `name` is the language guessed, null when the text is mostly in a non-Latin script (`latin` false). */
export type Language = { code: "en" | "other"; name: string | null; latin: boolean };

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const ENGLISH = words(`the and of to is are was were be been it its this that these those there their they we our you
  your should would could will can must not with for from by at an or but if than then so also just only very what
  when where which who how have has had do does don't can't my me us them about into more most some any each every`);

// Words that are also everyday English tokens (a, in, no, on, as, plus, per, son, non, com, e, o, die) are left out.
const OTHERS: [string, Set<string>][] = [
  ["Spanish", words(`el la los las un una y del que en por para con se su sus al lo como pero más muy hay está este esta
    desde hasta cada entre sin sobre también ha han ser son fue les porque cuando donde nuestro nuestra ellos`)],
  ["French", words(`le la les un une des et du que qui en dans pour par avec sur au aux ce cette ces est sont pas ne il
    elle ils nous vous leur leurs où mais ou comme être avoir fait peut très aussi depuis chaque entre sans`)],
  ["German", words(`der die das und ist nicht mit den dem ein eine einen zu für auf von im sich auch werden wir sie bei
    nach oder wie um noch nur über sehr kann`)],
  ["Portuguese", words(`o os um uma do da dos das em na nas nos com não é são mais ao aos pelo pela que para por se
    como mas muito também onde quando entre cada sem`)],
  ["Italian", words(`il lo gli della delle degli che per non è sono nel nella alla alle dei di del un una con anche
    come più molto ogni tra senza quando dove`)],
];

/** The language the rubric can read the text in: English, or the most likely other language it saw. */
export function detectLanguage(text: string): Language {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((ch) => /\p{Script=Latin}/u.test(ch)).length;
  if (letters.length >= 6 && latin / letters.length < 0.7) return { code: "other", name: null, latin: false };
  const tokens = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  const english = tokens.filter((t) => ENGLISH.has(t)).length;
  let best: [string, number] = ["", 0];
  for (const [name, list] of OTHERS) {
    const count = tokens.filter((t) => list.has(t)).length;
    if (count > best[1]) best = [name, count];
  }
  // A Spanish phrase in an English motion does not make it Spanish: the other language must clearly dominate.
  return best[1] >= 3 && best[1] > 2 * english ? { code: "other", name: best[0], latin: true } : { code: "en", name: "English", latin: true };
}
