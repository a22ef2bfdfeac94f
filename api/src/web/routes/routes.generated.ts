// Written by scripts/route-plugins.mjs (node scripts/route-plugins.mjs): every file under
// api/src/web/routes whose `export default` is a route plugin. Do not edit by hand.
import type { RoutePlugin } from '../route-plugin';
import accountsIndex from './accounts/index';
import adminAudit from './admin/audit';
import adminDashboard from './admin/dashboard';
import adminMembers from './admin/members';
import adminModeration from './admin/moderation';
import adminPrices from './admin/prices';
import adminSignIn from './admin/sign-in';
import adminStaff from './admin/staff';
import chatIndex from './chat/index';
import complaintsIndex from './complaints/index';
import contentIndex from './content/index';
import directDebitIndex from './direct-debit/index';
import eventsIndex from './events/index';
import geoIndex from './geo/index';
import giftsIndex from './gifts/index';
import healthIndex from './health/index';
import landersIndex from './landers/index';
import mailFeedback from './mail/feedback';
import membersIndex from './members/index';
import membersRelation from './members/relation';
import moderationIndex from './moderation/index';
import paymentsIndex from './payments/index';
import profileIndex from './profile/index';
import promotionsIndex from './promotions/index';
import pushIndex from './push/index';
import regionCountsIndex from './region-counts/index';

export const ROUTE_PLUGINS: ReadonlyArray<RoutePlugin | readonly RoutePlugin[]> = [
  accountsIndex,
  adminAudit,
  adminDashboard,
  adminMembers,
  adminModeration,
  adminPrices,
  adminSignIn,
  adminStaff,
  chatIndex,
  complaintsIndex,
  contentIndex,
  directDebitIndex,
  eventsIndex,
  geoIndex,
  giftsIndex,
  healthIndex,
  landersIndex,
  mailFeedback,
  membersIndex,
  membersRelation,
  moderationIndex,
  paymentsIndex,
  profileIndex,
  promotionsIndex,
  pushIndex,
  regionCountsIndex,
];
