import type { FastifyInstance } from 'fastify';
import { api, DASHBOARD_DAYS } from 'shared-kernel/contract';
import { DASHBOARD_CURRENCY, dashboardDays } from '../../../domain/staff/dashboard';
import { registerEndpoint } from '../../route';
import { routePlugin } from '../../route-plugin';

/** The dashboard's figures per day (every role). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerEndpoint(app, api.dashboard, async ({ query }) => ({
    currency: DASHBOARD_CURRENCY,
    days: await dashboardDays(db.kysely, query.days ?? DASHBOARD_DAYS),
  }));
}

export default routePlugin('staff', dashboardRoutes);
