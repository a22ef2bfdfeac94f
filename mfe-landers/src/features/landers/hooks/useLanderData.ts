import { useEffect, useState } from 'react';
import type { LanderCampaign, ProfileCard } from 'shared-kernel/contract';
import { fetchCampaign, fetchCampaignMembers } from '../api/lander';
import type { LanderMember } from '../types';

export type LanderData = { status: 'loading' } | { status: 'ready'; campaign: LanderCampaign; members: LanderMember[] };

/** Hero members first, then the search's, each once; members with a photo before those without. */
export function mergeMembers(heroes: readonly ProfileCard[], found: readonly ProfileCard[]): LanderMember[] {
  const seen = new Set<number>();
  const unique = [...heroes, ...found].filter((m) => !seen.has(m.id) && Boolean(seen.add(m.id)));
  return [...unique.filter((m) => m.main_image !== null), ...unique.filter((m) => m.main_image === null)];
}

/**
 * A visitor from an ad searches with the `network` of the lander's address (SPEC §6, for sites that
 * let only traffic-source visitors search). The stored tracking data is not read here: it would add
 * its module to every lander's first visit, and a lander is reached through the ad's own address.
 */
const trafficNetwork = (): string | null => new URLSearchParams(window.location.search).get('network');

/**
 * The campaign of a lander and slug and its members. Without the campaign (the API unreachable) the
 * lander still shows, with `fallback`'s texts and no members; a refused search (a site that does not
 * let visitors search) leaves the hero members.
 */
export function useLanderData(variant: string, slug: string | undefined, fallback: LanderCampaign): LanderData {
  const [data, setData] = useState<LanderData>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setData({ status: 'loading' });
    (async () => {
      const campaign = await fetchCampaign(variant, slug).catch(() => fallback);
      const found = await fetchCampaignMembers(campaign, trafficNetwork()).then(
        (r) => r.profiles,
        () => [],
      );
      if (active) setData({ status: 'ready', campaign, members: mergeMembers(campaign.hero_members, found) });
    })();
    return () => {
      active = false;
    };
    // `fallback` is only read when the campaign cannot be loaded; it never triggers a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variant, slug]);
  return data;
}
