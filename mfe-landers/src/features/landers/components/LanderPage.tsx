import { lazy, Suspense, useMemo } from 'react';
import type { LanderCampaign } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { useSignupAction } from '../../../hooks/useSignupAction';
import { useLanderData } from '../hooks/useLanderData';
import type { LanderEntry } from '../types';
import '../i18n';

export interface LanderPageProps {
  variant: string;
  slug: string | undefined;
  entry: LanderEntry;
}

/**
 * One lander: its campaign and members (loaded alongside the lander's own chunk), then the lander
 * from its folder with `LanderProps`. The lander layout around it (logo bar, footer, disclaimer,
 * entry warning) is the shell's.
 */
export default function LanderPage({ variant, slug, entry }: LanderPageProps) {
  const { t } = useT('landers');
  // The lander's chunk is fetched at once, alongside its campaign and members.
  const Lander = useMemo(() => {
    const loading = entry.load();
    return lazy(() => loading);
  }, [entry]);
  const fallback = useMemo<LanderCampaign>(
    () => ({
      variant,
      slug: null,
      headline: t(`lander.titles.${variant}`),
      subline: '',
      country: null,
      region: null,
      region_name: null,
      niche: 'default',
      gender: null,
      min_age: null,
      max_age: null,
      hero_members: [],
    }),
    [t, variant],
  );
  const data = useLanderData(variant, slug, fallback);
  const onSignup = useSignupAction(`lander-${variant}`);
  // The app's own loading text: the landers' texts load with the lander, not with this frame.
  const loading = <Spinner label={t('app.loading')} />;
  if (data.status === 'loading') return loading;
  // The API's built-in campaign (no row of lander_campaigns applies) has no headline: the lander's own title.
  const campaign = data.campaign.headline ? data.campaign : { ...data.campaign, headline: fallback.headline };
  return (
    <div data-lander={variant} data-campaign={data.campaign.slug ?? 'default'}>
      <Suspense fallback={loading}>
        <Lander variant={variant} campaign={campaign} members={data.members} onSignup={onSignup} />
      </Suspense>
    </div>
  );
}
