const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_PASSWORD_LENGTH = 8;

type RandomSource = (array: Uint8Array) => Uint8Array;
const cryptoRandom: RandomSource = (array) => crypto.getRandomValues(array);

/**
 * 8 random letters and digits from the browser's CSPRNG. Bytes of 248 and above are
 * skipped so that every character is equally likely (248 = 4 × 62).
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH, random: RandomSource = cryptoRandom): string {
  let out = '';
  const limit = Math.floor(256 / ALPHABET.length) * ALPHABET.length;
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
