// Prints the full Dutch texts of a package as JSON: the translator's source for
// <pkg>/src/locales/<lang>.json. Usage: npm run i18n:dump -- <pkg> (e.g. mfe-auth, shell, api).
import { collectDutch, PACKAGE_NAMESPACES } from './collect.mjs';

const pkg = process.argv[2];
if (!pkg || !(pkg in PACKAGE_NAMESPACES)) {
  console.error(`usage: npm run i18n:dump -- <${Object.keys(PACKAGE_NAMESPACES).join('|')}>`);
  process.exit(2);
}
process.stdout.write(`${JSON.stringify(await collectDutch(pkg), null, 2)}\n`);
