import { useT } from 'shared-kernel/i18n';
import { vatLine } from '../utils/vatLine';
import { useSession } from 'shared-kernel/stores/session';
import { EmptyState } from 'shared-kernel/ui/EmptyState';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { fetchBundles, type BundlesAnswer } from '../../../api/payments';
import { DiscountCodeField } from '../../../components/DiscountCodeField';
import { Actions, Muted, TextLink } from '../../../components/Parts';
import { useOfferPricing } from '../../../hooks/useOfferPricing';
import { BundleList } from './BundleList';
import { WelcomeOffer } from '../../../components/WelcomeOffer';
import '../../../components/i18n';
import '../i18n';

function Bundles({ prices }: { prices: BundlesAnswer }) {
  const { t } = useT('payments');
  const user = useSession((s) => s.user);
  // The welcome offer is applied unasked (issue 27); `?code=` another code, or none.
  const pricing = useOfferPricing();
  if (prices.bundles.length === 0) return <EmptyState text={t('credits.empty')} actionHref="/pricing" actionLabel={t('credits.emptyAction')} />;
  return (
    <>
      {user && <p>{t('credits.balance', { count: user.credits })}</p>}
      {user && !user.paid_user && (
        <p>
          {t('credits.becomePremium')} <TextLink href="/premium">{t('credits.whatIsPremium')}</TextLink>
        </p>
      )}
      <WelcomeOffer applied={pricing.prices?.code ?? null} onUse={pricing.apply} onRemove={pricing.remove} settling={pricing.settling} />
      <DiscountCodeField discount={pricing.typed} onApply={pricing.apply} onRemove={pricing.remove} />
      {pricing.settling ? (
        <Spinner label={t('credits.loading')} />
      ) : (
        <BundleList bundles={prices.bundles} label={t('credits.listLabel')} choosable discount={pricing.prices} linkCode={pricing.linkCode} />
      )}
      <Muted>{vatLine(t, prices.country, prices.vat_rate)}</Muted>
      {user?.paid_user && (
        <Actions>
          <TextLink href="/credits/repeat-order">{t('credits.repeat')}</TextLink>
        </Actions>
      )}
    </>
  );
}

/** /credits: the bundles of the member's country, the best value marked, each leading to its method choice. */
export default function CreditsPage() {
  const { t } = useT('payments');
  return (
    <PageFrame>
      <h1>{t('app.titles.credits')}</h1>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'credits' }}>
        <Loaded load={fetchBundles} loadingLabel={t('credits.loading')}>
          {(prices) => <Bundles prices={prices} />}
        </Loaded>
      </MemberOnly>
    </PageFrame>
  );
}
