import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { findRepoRoot } from '../repo-root';
import { startupFailureMessage } from '../startup-failure';
import { LocalDiskStore } from './disk-store';
import { copyStore } from './migrate';
import { prepareFileStore } from './index';
import { S3Store } from './s3-store';

const USAGE = `Copies the uploads folder (<DATA_DIR>/uploads) into the S3 bucket of S3_BUCKET.

Usage: npm run storage:migrate [-- --verbose]

  --verbose   print every key copied

Objects already in the bucket with the same size and content are skipped: run it again after an
interruption, or once more just before switching the servers to S3_BUCKET. Nothing is removed.
Reads S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS credentials
(AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY) like the server.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } }, strict: true });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
  if (config.storage.driver !== 's3') throw new ConfigError('storage:migrate copies into a bucket: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the AWS credentials) first');
  const target = await prepareFileStore(config);
  const started = performance.now();
  try {
    const result = await copyStore(new LocalDiskStore(config.uploadsDir), target, values.verbose ? (key) => process.stdout.write(`copied ${key}\n`) : undefined);
    process.stdout.write(
      `storage:migrate: ${result.copied} copied, ${result.skipped} skipped (already there) from ${config.uploadsDir} ` +
        `to bucket ${config.storage.bucket} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    if (target instanceof S3Store) target.client.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${startupFailureMessage(err) ?? `storage:migrate failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  process.exit(1);
});
