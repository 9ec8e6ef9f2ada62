import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended set (19 MiB, 2 passes, 1 lane): about 30 ms a hash on one core of
 * these machines, so a sign-in stays quick while each guess at a stolen hash costs the same.
 */
const OPTIONS = {
  // NB: `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is its Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The longest password hashed: longer ones are refused at the edge, so nobody makes the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 512;

/** The PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) of a password, with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether a password matches its stored hash; a malformed hash matches nothing. argon2's comparison takes constant time. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends what checking a real password costs, for a sign-in whose e-mail no account has: an answer that came back
 * sooner would tell an attacker which e-mails have accounts. Always false.
 */
export async function verifyNoAccount(password: string): Promise<false> {
  decoy ??= hashPassword('no account has this password');
  await verifyPassword(await decoy, password);
  return false;
}
