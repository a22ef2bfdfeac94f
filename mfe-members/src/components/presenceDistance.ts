import type { Presence } from 'shared-kernel/contract/profile-rules';

/** The card and profile texts for presence and distance (coarse by design, as the API sends them). */
export const PRESENCE_TEXTS: Record<Presence, string> = {
  online: 'Online',
  today: 'Vandaag actief',
  week: 'Deze week actief',
};

/** "12 km", or "In de buurt" under 1 km (the API's 0). */
export const distanceText = (km: number): string => (km < 1 ? 'In de buurt' : `${Math.round(km)} km`);

/** What a card or profile shows of presence and distance, in that order; empty when nothing is shown. */
export function presenceDistanceParts(profile: { presence?: Presence | null; distance_km?: number | null }): string[] {
  const parts: string[] = [];
  if (profile.presence) parts.push(PRESENCE_TEXTS[profile.presence]);
  if (profile.distance_km !== null && profile.distance_km !== undefined) parts.push(distanceText(profile.distance_km));
  return parts;
}
