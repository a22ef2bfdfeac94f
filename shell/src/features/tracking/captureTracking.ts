/**
 * Traffic-source parameters the kernel's tracking store keeps (its TRACKING_KEYS; a test keeps the
 * two lists equal). Listed here so that a visit without them does not load the store at all.
 */
export const TRACKING_DATA_PARAMS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

export function hasTrackingData(search: string): boolean {
  const params = new URLSearchParams(search);
  return TRACKING_DATA_PARAMS.some((key) => params.has(key));
}

type TrackingStore = Pick<typeof import('shared-kernel/stores/tracking'), 'captureTracking'>;
const loadTrackingStore = (): Promise<TrackingStore> => import('shared-kernel/stores/tracking');

/**
 * Boot step: stores the traffic-source data of the landing URL (SPEC §3) with the kernel's
 * captureTracking, so a visitor who signs up later still carries it. The store is loaded only when
 * the URL has such data (most visits have none). Pass the search string read before anything
 * rewrites the address. Resolves when done (null when there was nothing to capture).
 */
export function captureTrackingData(search: string, load: () => Promise<TrackingStore> = loadTrackingStore): Promise<void> | null {
  if (!hasTrackingData(search)) return null;
  return load().then(
    ({ captureTracking }) => {
      captureTracking(search);
    },
    (error: unknown) => console.error('[shell] tracking data could not be stored', error),
  );
}
