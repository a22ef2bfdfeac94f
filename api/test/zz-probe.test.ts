import { Kysely, PGliteDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { api } from 'shared-kernel/contract';
test('probe', async () => {
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
  const r = await db.selectNoFrom((eb) => eb.val(1).as('x')).execute();
  expect(r[0].x).toBe(1);
  expect(api.health.path).toBe('/api/health');
  await db.destroy();
});
