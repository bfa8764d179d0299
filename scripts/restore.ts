// `npm run restore ARCHIVE [--force]` (issue 26; docs/deployment.md "Backups"): puts a backup made by
// `npm run backup` back into DATA_DIR. Refuses a non-empty DATA_DIR without --force, and a DATA_DIR a
// server is running on; a corrupt archive leaves the folder as it was.

import { RestoreError, runRestore } from '../src/server/backup/restore.ts';
import { ArchiveError } from '../src/server/backup/tar.ts';
import { readSettings, SettingsError } from '../src/server/config.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const paths = args.filter((arg) => arg !== '--force');
if (paths.length !== 1 || paths[0]?.startsWith('-')) {
  console.error('usage: npm run restore -- ARCHIVE.tar.gz [--force]');
  process.exit(2);
}
try {
  const settings = readSettings();
  const result = await runRestore({
    archive: paths[0] ?? '',
    dataDir: settings.dataDir,
    force,
    databaseUrl: settings.databaseUrl,
  });
  console.log(
    `Restored the backup of ${result.manifest.createdAt} into ${result.dataDir} (${result.manifest.dataFiles} files). Start the server with npm start.`,
  );
} catch (error) {
  if (error instanceof RestoreError || error instanceof ArchiveError || error instanceof SettingsError) {
    console.error(`Restore failed: ${error.message}`);
  } else {
    console.error('Restore failed:', error);
  }
  process.exit(1);
}
