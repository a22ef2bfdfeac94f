import type { Presence } from 'shared-kernel/contract/profile-rules';
import { addResources, i18n } from 'shared-kernel/i18n';
import { formatNumber } from 'shared-kernel/i18n/format';
import '../locales/register';

/** The card and profile texts for presence and distance (coarse by design, as the API sends them). */
addResources('members', {
  nl: {
    presence: { online: 'Online', today: 'Vandaag actief', week: 'Deze week actief', nearby: 'In de buurt', km: '{{km}} km' },
  },
});

const text = (key: string, vars?: Record<string, string>): string => i18n.t(`presence.${key}`, { ns: 'members', ...vars });

/** "12 km", or "In de buurt" under 1 km (the API's 0). */
export const distanceText = (km: number): string => (km < 1 ? text('nearby') : text('km', { km: formatNumber(Math.round(km)) }));

/** What a card or profile shows of presence and distance, in that order; empty when nothing is shown. */
export function presenceDistanceParts(profile: { presence?: Presence | null; distance_km?: number | null }): string[] {
  const parts: string[] = [];
  if (profile.presence) parts.push(text(profile.presence satisfies Presence));
  if (profile.distance_km !== null && profile.distance_km !== undefined) parts.push(distanceText(profile.distance_km));
  return parts;
}
