import { startTransition, useEffect, useState } from 'react';
import type { LanderCampaign, ProfileCard } from 'shared-kernel/contract';
import { landerCampaignKey, pageDataValue } from 'shared-kernel/stores/pageData';
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

function serverRendered(variant: string, slug: string | undefined): LanderData {
  const campaign = pageDataValue(landerCampaignKey(variant, slug)) as LanderCampaign | undefined;
  return campaign ? { status: 'ready', campaign, members: mergeMembers(campaign.hero_members, []) } : { status: 'loading' };
}

/**
 * The campaign of a lander and slug and its members. Without the campaign (the API unreachable) the
 * lander still shows, with `fallback`'s texts and no members; a refused search (a site that does not
 * let visitors search) leaves the hero members.
 */
export function useLanderData(variant: string, slug: string | undefined, fallback: LanderCampaign): LanderData {
  // A server-rendered lander (issue 16) starts with the campaign the server rendered it with and its
  // hero members, as the HTML shows them; the search's members follow.
  const [data, setData] = useState<LanderData>(() => serverRendered(variant, slug));
  useEffect(() => {
    let active = true;
    const rendered = serverRendered(variant, slug);
    setData((current) => (rendered.status === 'ready' && current.status === 'ready' && current.campaign === rendered.campaign ? current : rendered));
    (async () => {
      const campaign = rendered.status === 'ready' ? rendered.campaign : await fetchCampaign(variant, slug).catch(() => fallback);
      const found = await fetchCampaignMembers(campaign, trafficNetwork()).then(
        (r) => r.profiles,
        () => [],
      );
      // A transition: on a server-rendered lander that is still hydrating, React finishes hydrating
      // before it shows the members (an urgent update would replace the server's HTML).
      if (active) startTransition(() => setData({ status: 'ready', campaign, members: mergeMembers(campaign.hero_members, found) }));
    })();
    return () => {
      active = false;
    };
    // `fallback` is only read when the campaign cannot be loaded; it never triggers a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variant, slug]);
  return data;
}
