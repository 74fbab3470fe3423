/** Spec §5: trimmed and lowercased, blank entries dropped, duplicates ignored (first kept). */
export function normalizeEmails(entries: Iterable<string>): string[] {
  const result: string[] = [];
  for (const entry of entries) {
    const email = entry.trim().toLowerCase();
    if (email !== '' && !result.includes(email)) result.push(email);
  }
  return result;
}

/** Spec §5 share dialog: the field is split on commas, then normalised. */
export function parseEmailList(text: string): string[] {
  return normalizeEmails(text.split(','));
}

/** Upload dialog: entries as typed or pasted may hold several addresses (commas, semicolons, spaces). */
export function normalizeEmailEntries(entries: Iterable<string>): string[] {
  return normalizeEmails([...entries].flatMap((entry) => entry.split(/[,;\s]+/)));
}
