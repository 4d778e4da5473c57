// Password hashing: PBKDF2-SHA256 through WebCrypto only, so it runs in workerd and in Node.
// Stored as one self-describing string: `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`.

/** The production Workers runtime caps PBKDF2 at 100,000 iterations; workerd locally has no cap. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const SCHEME = "pbkdf2-sha256";
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> | null => {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
};

const derive = async (password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bytes: number) => {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, bytes * 8);
  return new Uint8Array(bits);
};

/** Compares in time that depends only on the length, never on where the first difference is. */
const constantTimeEqual = (a: Uint8Array, b: Uint8Array) => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ (b[i % b.length] ?? 0);
  return diff === 0;
};

export const hashPassword = async (password: string): Promise<string> => {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS, HASH_BYTES);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
};

/**
 * True when `password` matches `stored`; false for a wrong password or a malformed stored string. Iteration
 * counts above the production cap are refused too: the Workers runtime would throw on them.
 */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, rounds, saltText, hashText, ...rest] = stored.split("$");
  if (scheme !== SCHEME || rest.length > 0 || !rounds || !saltText || !hashText) return false;
  const iterations = Number(rounds);
  if (!/^\d+$/.test(rounds) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  const salt = fromBase64(saltText);
  const expected = fromBase64(hashText);
  if (!salt || !expected || salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, iterations, expected.length);
  return constantTimeEqual(actual, expected);
};

// Generated passwords (an editor's reset): no 0/O, 1/l/I, so an admin can read one out loud.
const READABLE = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const GENERATED_LENGTH = 20; // 20 of 56 symbols: about 116 bits

/** A new random password in groups of five (`abcde-fghij-…`), drawn without modulo bias. */
export const generatePassword = () => {
  const chars: string[] = [];
  const limit = 256 - (256 % READABLE.length); // bytes at or above this would favour the first symbols
  while (chars.length < GENERATED_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < limit && chars.length < GENERATED_LENGTH) chars.push(READABLE[byte % READABLE.length]!);
    }
  }
  return chars.join("").match(/.{5}/g)!.join("-");
};

// A real PBKDF2 string (100,000 rounds) of a password nobody uses: checked when an account is unknown or has
// no password, so a login takes as long whether or not the account exists.
export const DUMMY_HASH = "pbkdf2-sha256$100000$gWwL/HMVoN/1VktT1WcIug==$5gufhtapkZnokfbPXB6T+rjTkSV2Et7jYxOVQkSAeHk=";
