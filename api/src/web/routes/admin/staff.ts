import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { createStaffAccount, listStaff, updateStaffAccount } from '../../../domain/staff/accounts';
import { staffSecretKey } from '../../../domain/staff/secret-box';
import { notFound } from '../../errors';
import { byKey } from '../../../domain/errors';
import { audit } from '../../staff-context';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/** Staff management (admins only): list, create with a role, disable or enable, change a role. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  registerEndpoint(app, api.staffList, async () => ({ staff: await listStaff(db.kysely) }));

  registerEndpoint(app, api.createStaff, async ({ body, request, requireStaff }) => {
    const actor = requireStaff();
    const key = await staffSecretKey(db.kysely, config.staffSecretKey);
    return db.kysely.transaction().execute(async (trx) => {
      const created = await createStaffAccount(trx, key, { ...body, createdBy: actor.staffId }, config.scryptLogN);
      const { email, name, role } = created.staff;
      await audit(trx, request, { action: 'staff.create', targetType: 'staff', targetId: created.staff.id, after: { email, name, role } });
      return created;
    });
  });

  registerEndpoint(app, api.updateStaff, async ({ body, request, requireStaff }) => {
    const actor = requireStaff();
    return db.kysely.transaction().execute(async (trx) => {
      const changed = await updateStaffAccount(trx, actor.staffId, body.id, { disabled: body.disabled, role: body.role });
      if (!changed) throw notFound(byKey('staff.admin.staffGone'));
      const pick = ({ role, disabled }: { role: string; disabled: boolean }) => ({ role, disabled });
      await audit(trx, request, { action: 'staff.update', targetType: 'staff', targetId: body.id, before: pick(changed.before), after: pick(changed.after) });
      return { staff: changed.after };
    });
  });
}

export default routePlugin('staff', staffRoutes);
