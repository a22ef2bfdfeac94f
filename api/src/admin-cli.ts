import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { STAFF_ROLES, type StaffRole } from 'shared-kernel/contract/admin-rules';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createStaffFromCommandLine } from './domain/staff/create-admin';
import { findRepoRoot } from './repo-root';
import { startupFailureMessage } from './startup-failure';

const USAGE = `Creates a back-office account (the first admin) with a password and an authenticator (TOTP).

Usage: npm run admin:create -- --email ADDRESS --name "NAME" [--role admin|support|moderator] [--no-qr] [--json]

The password is asked for (hidden) on the terminal, or taken from ADMIN_PASSWORD (CI, scripts);
there is no default password. At least 12 characters.

Prints the authenticator secret and its otpauth:// URI (and a QR code for the terminal): add it to
an authenticator app now; it is not shown again. --json prints only {id, email, role, secret, uri}
(for scripts such as the end-to-end tests). Uses DATABASE_URL when set, else PGlite in DATA_DIR
(default <repo>/.data); stop the server first when it uses PGlite (one process per data directory).`;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('no terminal to ask the password on: set ADMIN_PASSWORD'));
      return;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stdout.write(question);
    output._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      'no-qr': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.email || !values.name) throw new Error(`--email and --name are required\n\n${USAGE}`);
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  let password = process.env.ADMIN_PASSWORD ?? '';
  if (password === '') {
    password = await askHidden('Wachtwoord (minstens 12 tekens): ');
    const again = await askHidden('Herhaal het wachtwoord: ');
    if (again !== password) throw new Error('De wachtwoorden zijn niet gelijk.');
  }

  const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
  const db = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const created = await createStaffFromCommandLine(db.kysely, config, { email: values.email, name: values.name, password, role });
    if (values.json) {
      const { id, email, role: createdRole } = created.staff;
      process.stdout.write(`${JSON.stringify({ id, email, role: createdRole, ...created.totp })}\n`);
      return;
    }
    const where = db.kind === 'pglite' ? `PGlite, ${config.dataDir}` : 'PostgreSQL';
    process.stdout.write(
      [
        `Account aangemaakt: ${created.staff.name} <${created.staff.email}>, rol ${created.staff.role} (id ${created.staff.id}; ${where}).`,
        '',
        'Voeg deze sleutel toe aan je authenticator-app (hij wordt niet opnieuw getoond):',
        `  geheim: ${created.totp.secret}`,
        `  uri:    ${created.totp.uri}`,
        '',
      ].join('\n'),
    );
    if (!values['no-qr']) process.stdout.write(`${renderUnicodeCompact(created.totp.uri)}\n\n`);
    process.stdout.write('Log daarna in op /admin/login met je e-mailadres, wachtwoord en de code uit de app.\n');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${startupFailureMessage(err) ?? `admin:create failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  process.exit(1);
});
