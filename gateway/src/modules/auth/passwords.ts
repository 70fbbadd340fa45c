import bcrypt from 'bcrypt';
import { passwordProblem } from '@festa/domain';
import { badInput } from '../../errors.js';

export const BCRYPT_COST = 12;

/** Checks the shared rules again (the client already did) and hashes with bcrypt at cost 12. */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw badInput(field, problem);
  return bcrypt.hash(password, BCRYPT_COST);
}
