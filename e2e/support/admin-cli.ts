/** What an operator runs: the admin CLI (src/server/cli/admin.ts) on the server's stopped database. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function setUserType(dataDir: string, email: string, type: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/admin.ts', 'set-user-type', '--email', email, '--type', type],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  return stdout.trim();
}
