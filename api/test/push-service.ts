// A local push service for the push tests: an HTTPS server on 127.0.0.1 with a throwaway self-signed
// certificate (openssl), as a browser's push service would be, answering each request with `handler`;
// `cert` is what a client trusts (and nothing else).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { makeTempDir } from './helpers';

export function createPushServer(handler: Parameters<typeof https.createServer>[1]): { server: https.Server; cert: Buffer } {
  const dir = makeTempDir('hartklop-push-');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const certificate = fs.readFileSync(cert);
  return { server: https.createServer({ key: fs.readFileSync(key), cert: certificate }, handler), cert: certificate };
}
