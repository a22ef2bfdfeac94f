// The multi-host test's object store: s3rver (an S3-compatible test server) on ADDRESS:PORT, its
// objects in DIRECTORY, with the bucket BUCKET made at start. Prints "ready" when it listens.
import S3rver from 's3rver';

const { ADDRESS = '127.0.0.1', PORT = '9000', DIRECTORY, BUCKET } = process.env;
if (!DIRECTORY || !BUCKET) throw new Error('DIRECTORY and BUCKET must be set');
const server = new S3rver({ address: ADDRESS, port: Number(PORT), directory: DIRECTORY, silent: true, configureBuckets: [{ name: BUCKET }] });
await server.run();
console.log('ready');
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
