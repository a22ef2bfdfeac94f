import { mountRootParcel, start } from 'single-spa';
import { start as startMockWorker } from 'shared-kernel/mocks/browser';
import { setMockSession } from 'shared-kernel/mocks';
import { userFixture } from 'shared-kernel/mocks/fixtures';

/** Set by scripts/dev.mjs: the remote shows nothing to visitors, so it starts with the mock member logged in. */
declare const __STANDALONE_MEMBER__: boolean;

async function run() {
  await startMockWorker();
  if (__STANDALONE_MEMBER__ && !new URLSearchParams(window.location.search).has('visitor')) setMockSession(userFixture);
  start({ urlRerouteOnly: true });
  // @ts-expect-error resolved by the dev server's alias to the remote's lifecycles
  const app = (await import('@remote-app')) as Parameters<typeof mountRootParcel>[0];
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('#root missing');
  await mountRootParcel(app, { domElement, remote: 'standalone' }).mountPromise;
}

void run();
