import { mountRootParcel, start } from 'single-spa';
import { start as startMockWorker } from 'shared-kernel/testing/browser';
import { setMockSession } from 'shared-kernel/testing';
import { setMockStaff } from 'shared-kernel/testing/admin';
import { STAFF_ROLES, type StaffRole } from 'shared-kernel/contract/admin-rules';
import { userFixture } from 'shared-kernel/testing/fixtures';

/** Set by scripts/dev.mjs: the remote shows nothing to visitors, so it starts with the mock member logged in. */
declare const __STANDALONE_MEMBER__: boolean;

async function run() {
  await startMockWorker();
  const params = new URLSearchParams(window.location.search);
  if (__STANDALONE_MEMBER__ && !params.has('visitor')) setMockSession(userFixture);
  // The back office: `?staff` (or `?staff=moderator|support`) starts signed in as that mock staff member.
  const staff = params.get('staff');
  if (staff !== null) setMockStaff(STAFF_ROLES.includes(staff as StaffRole) ? (staff as StaffRole) : 'admin');
  start({ urlRerouteOnly: true });
  // @ts-expect-error resolved by the dev server's alias to the remote's lifecycles
  const app = (await import('@remote-app')) as Parameters<typeof mountRootParcel>[0];
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('#root missing');
  await mountRootParcel(app, { domElement, remote: 'standalone' }).mountPromise;
}

void run();
