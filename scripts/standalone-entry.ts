// Entry of a remote running alone (`npm run dev -w <remote>`): msw answers every API call from the
// contract's mocks, and the remote's `./app` is mounted as the only parcel on the page.
// `@remote-app` is aliased by scripts/dev.mjs to the remote's src/app/lifecycles.ts.
import('./standalone-bootstrap').catch((error: unknown) => console.error('[standalone] failed to start', error));
