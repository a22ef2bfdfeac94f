import { useEffect } from 'react';
import type { Geolocation } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { createStore, useStore } from 'shared-kernel/stores/store';

/**
 * SPEC §3 geolocation permission: 'unsupported' (no navigator.geolocation), 'unknown' (the browser
 * does not tell, or has not told yet) or the browser's own state (granted, denied, prompt).
 */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

export interface GeolocationState {
  permission: GeoPermission;
  /** The place of the last position (GET /api/geocode.php); false when it failed; null when not asked yet. */
  location: Geolocation | false | null;
  /** A position or its place is being fetched. */
  locating: boolean;
}

/** SPEC §9: a cached position up to an hour old is good enough. */
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;
/** A coordinate rounded to two decimals (0.01° is at most 1.1 km). */
const coarse = (degrees: number): number => Math.round(degrees * 100) / 100;

/** How long the browser may take to find the position before it counts as a failure. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;

const hasGeolocation = () => typeof navigator !== 'undefined' && !!navigator.geolocation;

export const geolocationStore = createStore<GeolocationState>({
  permission: hasGeolocation() ? 'unknown' : 'unsupported',
  location: null,
  locating: false,
});

const patch = (p: Partial<GeolocationState>) => geolocationStore.update((s) => ({ ...s, ...p }));

let permissionWatch: Promise<void> | null = null;

/**
 * Reads the permission once through the Permissions API (when the browser has it) and follows its
 * changes. Without navigator.geolocation the permission is 'unsupported'; without the Permissions
 * API (or when it refuses the name) it stays 'unknown'.
 */
export function watchGeolocationPermission(): Promise<void> {
  if (permissionWatch) return permissionWatch;
  if (!hasGeolocation()) {
    patch({ permission: 'unsupported' });
    permissionWatch = Promise.resolve();
    return permissionWatch;
  }
  const permissions = navigator.permissions as Permissions | undefined;
  if (!permissions?.query) {
    permissionWatch = Promise.resolve();
    return permissionWatch;
  }
  permissionWatch = permissions.query({ name: 'geolocation' }).then(
    (status) => {
      patch({ permission: status.state });
      status.addEventListener('change', () => patch({ permission: status.state }));
    },
    () => undefined,
  );
  return permissionWatch;
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      timeout: GEOLOCATION_TIMEOUT_MS,
      enableHighAccuracy: false,
    }),
  );
}

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every test DOM). */
const PERMISSION_DENIED = 1;

const isPermissionDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PERMISSION_DENIED;

let inFlight: Promise<Geolocation | false> | null = null;

async function fetchLocation(): Promise<Geolocation | false> {
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    if (isPermissionDenied(error)) patch({ permission: 'denied' });
    return false;
  }
  // A position means the visitor allowed it, whatever the Permissions API said before.
  if (geolocationStore.get().permission !== 'granted') patch({ permission: 'granted' });
  try {
    // Coarsened to 0.01° (about 1 km) before it leaves the browser: only the nearest town is wanted.
    const { location } = await http.call(ENDPOINTS.geocode, {
      query: { lat: coarse(position.coords.latitude), lon: coarse(position.coords.longitude) },
    });
    return location;
  } catch {
    return false;
  }
}

/**
 * Asks the browser for its position (a cached one up to an hour old will do) and the server for the
 * place near it (GET /api/geocode.php). Stores and returns that place, or false on any failure:
 * no geolocation, denied, timeout, unknown place (404) or no answer. Concurrent calls share one attempt.
 */
export function locate(): Promise<Geolocation | false> {
  if (inFlight) return inFlight;
  if (!hasGeolocation()) {
    patch({ permission: 'unsupported', location: false });
    return Promise.resolve(false);
  }
  patch({ locating: true });
  const attempt = fetchLocation().then((location) => {
    patch({ location, locating: false });
    return location;
  });
  inFlight = attempt;
  void attempt.finally(() => {
    if (inFlight === attempt) inFlight = null;
  });
  return attempt;
}

/** The geolocation state; starts following the browser's permission on first use. */
export function useGeolocation(): GeolocationState {
  useEffect(() => {
    void watchGeolocationPermission();
  }, []);
  return useStore(geolocationStore);
}

/** For tests: the state as on a fresh page, and the permission read again on next use. */
export function resetGeolocation(): void {
  permissionWatch = null;
  inFlight = null;
  geolocationStore.set({ permission: hasGeolocation() ? 'unknown' : 'unsupported', location: null, locating: false });
}

// The place belongs to the logged-in visitor: forget it on logout.
bus.on('session/logout').subscribe(() => patch({ location: null }));
