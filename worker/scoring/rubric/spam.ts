// Spam: advertising, recognised by what advertising needs — a way to reach the seller (a link, a phone
// number, an e-mail address) and a pitch (a price with a call to buy, sales phrases). Everyday civic words
// ("buy a fare card", "a 50% fare discount", "on sale at the library") are not signals on their own.

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|io|biz|info|xyz|ru|shop|online|store|site|top|club|co|us|gov|edu)\b/gi;
const EMAIL = /\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b/gi;
const PHONE = /(?:\+?\b1[-. ])?(?:\(\d{3}\)\s?|\b\d{3}[-. ])?\b\d{3}[-. ]\d{4}\b/g;

/** Sales phrases: each one is rare in a civic proposal and common in an advert. */
const PITCH =
  /\b(?:cheap(?:est)?|best price|lowest (?:rates?|prices?)|guaranteed|free (?:shipping|quote|trial|money)|\d+% off|act now|(?:call|order|buy|click|shop|book) (?:now|today|here)|limited (?:time|offer|spots?|places|seats)|first (?:week|month|lesson|class|visit|session) (?:is )?free|promo(?: code)?|coupon|use code|no credit check|payday|(?:personal|instant|quick) loans?|loans? approved|quick cash|casino|betting|crypto|bitcoin|forex|viagra|cbd|gummies|earn \$\d+|work from home|unlimited access|we buy houses|giveaway|dm me|follow me)\b/gi;
/** The same pitch in the other six languages read ("najniższe ceny", "código promocional", "jetzt anrufen"). */
const FOREIGN_PITCH =
  /(?<!\p{L})(?:barat[oa]s?|mejor precio|descuento|c[óo]digo promocional|pas cher|meilleur prix|code promo|billig(?:e|er)?|bester preis|rabatt|gutscheincode|melhor pre[çc]o|desconto|miglior prezzo|sconto|codice promo|tani[ae]?|najniższe ceny|promocja|rabat|kod promocyjny|za darmo|już dziś)(?!\p{L})/giu;
/** An invitation to get in touch ("call 555-…", "visit …", "apply at …"), in the seven languages read. */
const CALL_TO_CONTACT = /(?<!\p{L})(?:call|text|visit|apply at|e-?mail|dm|whatsapp|contact|llam[ae]|appelez|anrufen|ligue|chiama|zadzwoń)(?!\p{L})/iu;
/** A price next to an invitation to pay it ("only $9.99", "buy … $50"). */
const PRICED_CALL = /\b(?:buy|order|only|just|from)\b[^.!?\n]{0,30}\$\s?\d|\$\s?\d[\d.,]*\s*(?:\/\s*(?:day|month|page)|per page|only)\b/i;

const distinct = (text: string, pattern: RegExp) => [...new Set((text.match(pattern) ?? []).map((m) => m.toLowerCase()))];

/** Why the text reads as advertising, or null: contact details with a sales pitch, or a pitch with a price. */
export function spamReason(text: string): string | null {
  const contact = [...distinct(text, LINK), ...distinct(text, EMAIL), ...distinct(text, PHONE)];
  const pitch = [...distinct(text, PITCH), ...distinct(text, FOREIGN_PITCH)];
  const priced = PRICED_CALL.test(text);
  const pitched = pitch.length >= 2 || (pitch.length === 1 && (priced || CALL_TO_CONTACT.test(text)));
  const advertises = (contact.length > 0 && pitched) || (pitch.length >= 2 && priced) || pitch.length >= 3;
  if (!advertises) return null;
  const shown = [...contact.slice(0, 2), ...pitch.slice(0, 2)].map((t) => `"${t}"`).join(", ");
  return `it reads like advertising: ${contact.length ? "contact details and " : ""}sales phrases (${shown})`;
}

/** The text without links and addresses, so their fragments ("https", "www") are not read as words. */
export const withoutContacts = (text: string) => text.replace(LINK, " ").replace(EMAIL, " ");
