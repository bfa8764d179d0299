/**
 * Server settings from the environment (CONTRACT "Processes, ports, settings"; every one is listed in
 * docs/configuration.md). Pure: reads a given env object, validates, and fills the defaults.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerSettings {
  readonly port: number;
  readonly sitesPort: number;
  readonly host: string;
  readonly hostedBase: string;
  readonly appOrigin: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly secretKey: string | undefined;
  readonly logLevel: string;
  readonly spaDir: string;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new SettingsError(`${name} must be a port number, got "${raw}"`);
  return value;
}

function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    throw new SettingsError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const appPort = port(env, 'PORT', 3000);
  const sitesPort = port(env, 'SITES_PORT', 3001);
  return {
    port: appPort,
    sitesPort,
    host: env.HOST || 'localhost',
    hostedBase: origin('HOSTED_BASE', env.HOSTED_BASE || `http://127.0.0.1:${sitesPort}`),
    appOrigin: origin('APP_ORIGIN', env.APP_ORIGIN || `http://localhost:${appPort}`),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    secretKey: env.SECRET_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    spaDir: resolve(env.SPA_DIR || './dist'),
  };
}

/**
 * `SECRET_KEY`, or the key stored under the data folder, generated on first run. Answers the key and
 * whether it was just generated (main warns then: back the file up with the database).
 */
export function loadSecretKey(settings: ServerSettings): { key: string; generated: boolean; path?: string } {
  if (settings.secretKey) return { key: settings.secretKey, generated: false };
  const path = join(settings.dataDir, 'secret.key');
  if (existsSync(path)) return { key: readFileSync(path, 'utf8').trim(), generated: false, path };
  mkdirSync(settings.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return { key, generated: true, path };
}
