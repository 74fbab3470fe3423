import { isValidEmail } from '@coffer/shared-contracts';

/** Trimmed and lowercased, blank entries dropped, duplicates ignored (first kept). */
export function normalizeEmails(entries: Iterable<string>): string[] {
  const result: string[] = [];
  for (const entry of entries) {
    const email = entry.trim().toLowerCase();
    if (email !== '' && !result.includes(email)) result.push(email);
  }
  return result;
}

/** Entries as typed or pasted may hold several addresses (commas, semicolons, spaces). */
export function normalizeEmailEntries(entries: Iterable<string>): string[] {
  return normalizeEmails([...entries].flatMap((entry) => entry.split(/[,;\s]+/)));
}

/** Entries as typed or pasted, normalised and split into valid and invalid addresses. */
export function splitEmailEntries(entries: Iterable<string>): { valid: string[]; invalid: string[] } {
  const all = normalizeEmailEntries(entries);
  return { valid: all.filter(isValidEmail), invalid: all.filter((e) => !isValidEmail(e)) };
}
