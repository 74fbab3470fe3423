import { nameProblem } from '@coffer/shared-contracts';

/**
 * Why a name typed for a new folder or a rename cannot be saved, as a sentence, or null. The
 * rule is the server's, from the shared contracts; a blank name is the form's "required" case.
 */
export function itemNameError(typed: string): string | null {
  const name = typed.trim().normalize('NFC');
  if (name === '') return null;
  const problem = nameProblem(name);
  return problem ? `This name is not allowed: it contains ${problem}.` : null;
}
