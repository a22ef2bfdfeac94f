import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { vatLine } from '../utils/vatLine';
import { useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { media } from 'shared-kernel/ui';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { fetchBundles, renderedVisitorBundles, type BundlesAnswer } from '../../../api/payments';
import { Card, TextLink } from '../../../components/Parts';
import { WelcomeOffer } from '../../../components/WelcomeOffer';
import { useOfferPricing } from '../../../hooks/useOfferPricing';
import { BundleList } from './BundleList';
import { CostList } from './CostList';
import { BuyCta } from './BuyCta';
import { PremiumPoints } from './PremiumPoints';
import '../../../components/i18n';
import '../i18n';

const Sections = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/** A member's bundles: with the welcome offer applied while it is active (issue 27), and a way to see them without. */
function MemberBundles({ prices }: { prices: BundlesAnswer }) {
  const { t } = useT('payments');
  const pricing = useOfferPricing();
  return (
    <>
      <WelcomeOffer applied={pricing.prices?.code ?? null} onUse={pricing.apply} onRemove={pricing.remove} settling={pricing.settling} />
      {pricing.settling ? (
        <Spinner label={t('pricing.loading')} />
      ) : (
        <BundleList bundles={prices.bundles} label={t('pricing.bundlesHeading')} discount={pricing.prices} />
      )}
    </>
  );
}

function Pricing({ prices }: { prices: BundlesAnswer }) {
  const { t } = useT('payments');
  const member = useSession((s) => s.status === 'authenticated');
  const settings = useSettings();
  return (
    <>
      <Sections>
        <section aria-labelledby="pricing-bundles">
          <h2 id="pricing-bundles">{t('pricing.bundlesHeading')}</h2>
          {member ? <MemberBundles prices={prices} /> : <BundleList bundles={prices.bundles} label={t('pricing.bundlesHeading')} />}
          <p>{vatLine(t, prices.country, prices.vat_rate)}</p>
        </section>
        <Card aria-labelledby="pricing-costs">
          <h2 id="pricing-costs">{t('pricing.costsHeading')}</h2>
          {settings && <CostList prices={prices} costs={settings} />}
        </Card>
        <Card aria-labelledby="pricing-premium">
          <h2 id="pricing-premium">{t('pricing.premiumHeading')}</h2>
          <PremiumPoints />
          <TextLink href="/premium">{t('pricing.toPremium')}</TextLink>
        </Card>
      </Sections>
      <BuyCta label={t('common.buyCredits')} source="pricing" />
    </>
  );
}

/**
 * /pricing (public): the bundles, what a message, photo message and gift cost, and what premium means.
 * A visitor on a server-rendered page gets the prices the server rendered (issue 16: the same answer,
 * no request and no spinner while it hydrates); anyone else loads them.
 */
export default function PricingPage() {
  const { t } = useT('payments');
  const anonymous = useSession((s) => s.status === 'anonymous');
  const rendered = anonymous ? renderedVisitorBundles() : undefined;
  return (
    <PageFrame>
      <h1>{t('app.titles.pricing')}</h1>
      <p>{t('pricing.intro')}</p>
      {rendered ? (
        <Pricing prices={rendered} />
      ) : (
        <Loaded load={fetchBundles} loadingLabel={t('pricing.loading')}>
          {(prices) => <Pricing prices={prices} />}
        </Loaded>
      )}
    </PageFrame>
  );
}
