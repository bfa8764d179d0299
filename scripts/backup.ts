// `npm run backup [PATH]` (issue 26; docs/deployment.md "Backups"): one tar.gz of a consistent snapshot of
// DATA_DIR, made by the running server or, with none running, from the folder itself. PATH is a folder
// (default ./backups) for a file named with the time, or the archive's own name ending in .tar.gz.
import { BackupError, runBackup } from '../src/server/backup/backup.ts';
import { readSettings, SettingsError } from '../src/server/config.ts';

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('usage: npm run backup [-- FOLDER | FILE.tar.gz]');
  process.exit(2);
}
try {
  const settings = readSettings();
  const result = await runBackup({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    target: args[0] ?? 'backups',
  });
  const by = result.source === 'server' ? 'the running server' : 'the data folder (no server was running)';
  console.log(
    `Backup written: ${result.path} (${result.bytes} bytes, ${result.manifest.dataFiles} files, from ${by})`,
  );
  console.log('It holds secret.key: keep it as safe as the server itself.');
  if (settings.s3)
    console.log(`Files live in the S3 bucket ${settings.s3.bucket}: back that up with its own tools.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof SettingsError) {
    console.error(`Backup failed: ${error.message}`);
  } else {
    console.error('Backup failed:', error);
  }
  process.exit(1);
}
