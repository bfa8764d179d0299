/**
 * Admin command line (issue 3 "Auth and users"): works on the same database the server uses
 * (`DATA_DIR` or `DATABASE_URL`), migrating it first.
 *
 *   node --import tsx src/server/cli/admin.ts login-link --email a@b.c [--client PROJECT_ID PAGE_ID]
 *     prints a single-use login URL (10 minutes) for the customer
 *   node --import tsx src/server/cli/admin.ts reset-link a@b.c
 *     prints a one-time password reset link (1 hour), made as forgot_password makes the mailed one: the
 *     way to help someone when mail is not configured (the server never logs reset links; issue 22 §3)
 *   node --import tsx src/server/cli/admin.ts set-role --email a@b.c --role staff|user
 *     grants or withdraws the staff role (support tickets and help articles)
 *   node --import tsx src/server/cli/admin.ts set-user-type --email a@b.c --type default|vision|inovate
 *     sets the kind of account (a vision user gets the vision tools and the client-portal redirect);
 *     the person sees it from their next sign-in
 *
 * The embedded database opens in one process at a time: with PGlite, stop the server first (or, while
 * it runs, create links with the staff call `POST /api/app_api/create_login_link`).
 */
import { Id } from '../../api/common.ts';
import { UserType } from '../../api/customer.ts';
import { loginLinkPath } from '../../api/login-link.ts';
import { readSettings } from '../config.ts';
import { createCustomerRepo } from '../data/customers.ts';
import { createLoginLinkRepo } from '../data/login-links.ts';
import { createPasswordResetRepo, resetPasswordLink } from '../data/password-resets.ts';
import { DEFAULT_STORE_OPTIONS } from '../data/store.ts';
import { openDatabase } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';

const USAGE = `usage:
  admin.ts login-link --email EMAIL [--client PROJECT_ID PAGE_ID]
  admin.ts reset-link EMAIL
  admin.ts set-role --email EMAIL --role staff|user
  admin.ts set-user-type --email EMAIL --type ${UserType.options.join('|')}`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function runAdmin(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...rest] = args;
  // `reset-link EMAIL` names the address alone; every command also takes `--email EMAIL`.
  const email = option(rest, '--email') ?? (rest[0]?.startsWith('--') ? undefined : rest[0]);
  if (!command || !email) throw new Error(USAGE);
  const settings = readSettings(env);
  const database = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
  try {
    await database.withClient((client) => migrate(client));
    const customers = createCustomerRepo(database.db);
    if (command === 'set-role') {
      const role = option(rest, '--role');
      if (role !== 'staff' && role !== 'user') throw new Error(USAGE);
      const row = await customers.setRole(email, role);
      if (!row) throw new Error(`No customer with email ${email}`);
      return `${row.email} is now ${role}`;
    }
    if (command === 'set-user-type') {
      const type = UserType.safeParse(option(rest, '--type'));
      if (!type.success) throw new Error(USAGE);
      const row = await customers.setUserType(email, type.data);
      if (!row) throw new Error(`No customer with email ${email}`);
      return `${row.email} is now ${/^[aeiou]/.test(type.data) ? 'an' : 'a'} ${type.data} user`;
    }
    if (command === 'reset-link') {
      const customer = await customers.findByEmail(email);
      if (!customer) throw new Error(`No customer with email ${email}`);
      const resets = createPasswordResetRepo(database.db, DEFAULT_STORE_OPTIONS.resetTtlMs);
      const token = await resets.issue(customer.id);
      const expiresAt = new Date(Date.now() + DEFAULT_STORE_OPTIONS.resetTtlMs);
      return `${resetPasswordLink(settings.appOrigin, token)}\n(single use, expires ${expiresAt.toISOString()}; anyone with this link can set the password of ${customer.email})`;
    }
    if (command === 'login-link') {
      const customer = await customers.findByEmail(email);
      if (!customer) throw new Error(`No customer with email ${email}`);
      const clientAt = rest.indexOf('--client');
      const [projectId, pageId] = clientAt >= 0 ? [rest[clientAt + 1], rest[clientAt + 2]] : [];
      const kind = clientAt >= 0 ? 'client' : 'admin';
      if (kind === 'client' && !(Id.safeParse(projectId).success && Id.safeParse(pageId).success))
        throw new Error(USAGE);
      const links = createLoginLinkRepo(database.db, DEFAULT_STORE_OPTIONS.loginLinkTtlMs);
      const { token, expiresAt } = await links.issue({ customerId: customer.id, kind, projectId, pageId });
      return `${settings.appOrigin}${loginLinkPath(kind, token, projectId, pageId)}\n(single use, expires ${expiresAt.toISOString()})`;
    }
    throw new Error(USAGE);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdmin(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
