import { api } from 'shared-kernel/contract';
import { adminRequest, createTestStaff, staffCookieFor } from './admin-helpers';
import { createTestApp, type TestApp } from './helpers';

/**
 * What the fuzz suite (fuzz.test.ts) found, each pinned by its own case so that it stays fixed
 * whatever inputs a later fuzz run happens to generate.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await staffCookieFor(t.db, (await createTestStaff(t.db, 'admin')).id);
});
afterAll(async () => t.close());

describe('GET /api/admin/audit: from and to are days that exist (seed 20260026 sent from=1994-16-98: 500)', () => {
  test.each(['1994-16-98', '2023-02-29', '2024-04-31', '0000-01-01', '2024-00-10'])('%s: 400 naming the field, with the format', async (day) => {
    for (const field of ['from', 'to']) {
      const res = await adminRequest(t.app, 'GET', `${api.auditLog.path}?${field}=${day}`, { cookie });
      expect({ field, status: res.statusCode, body: res.json() }).toEqual({
        field,
        status: 400,
        body: { error: 'validation_error', message: 'Gebruik een datum als JJJJ-MM-DD.', field },
      });
    }
  });

  test.each(['2024-02-29', '0001-01-01', '9999-12-31'])('%s: 200', async (day) => {
    const res = await adminRequest(t.app, 'GET', `${api.auditLog.path}?from=${day}&to=${day}`, { cookie });
    expect(res.statusCode).toBe(200);
  });
});
