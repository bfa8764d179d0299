/**
 * Password hashing with scrypt (issue 3 "Auth", issue 22 §4). Stored form: `scrypt$N$r$p$<salt b64>$<hash b64>`:
 * every hash carries its own cost, so a stored hash of an older cost still verifies and login rehashes
 * it at the current cost (`needsRehash`). Comparison is constant-time.
 *
 * The cost is OWASP's minimum for scrypt (N=2^17, r=8, p=1): 128 MiB and, on the reference machine, about
 * a second of one core per hash (docs/benchmarks.md "Login"). `crypto.scrypt` runs on libuv's thread
 * pool, never on the event loop; at most HASH_CONCURRENCY derivations run at once so hashing keeps pool
 * threads free for file I/O and bounds memory (2 × 128 MiB); the rest wait their turn in order.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}
export const DEFAULT_PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/** The cost of hashes stored before issue 22; they verify and are rehashed at the next login. */
export const LEGACY_PASSWORD_COST: PasswordCost = { N: 2 ** 14, r: 8, p: 1 };
/** Derivations running at once; more would not run faster on two cores and would take pool threads and memory. */
export const HASH_CONCURRENCY = 2;
/** A stored hash asking for more than this is refused rather than run (it would take gigabytes). */
const MAX_N = 2 ** 20;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  // Node refuses a derivation needing more than `maxmem` (128 · N · r bytes); leave room above it.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  readonly cost: PasswordCost;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function parseStored(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= MAX_N &&
    (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 16;
  return valid ? { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') } : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether `stored` was made at another cost than `cost` (login then stores a new hash). */
export function needsRehash(stored: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/**
 * A hash of a random password at `cost`, verified against when the email is unknown so the answer's
 * timing does not tell whether an account exists.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
