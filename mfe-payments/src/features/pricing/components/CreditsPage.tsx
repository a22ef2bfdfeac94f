import { useT } from 'shared-kernel/i18n';
import { vatLine } from '../utils/vatLine';
import { useSession } from 'shared-kernel/stores/session';
import { EmptyState } from 'shared-kernel/ui/EmptyState';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { fetchBundles, type BundlesAnswer } from '../../../api/payments';
import { DiscountCodeField } from '../../../components/DiscountCodeField';
import { Actions, Muted, TextLink } from '../../../components/Parts';
import { useCodeInAddress } from '../../../hooks/useCodeInAddress';
import { useDiscount } from '../../../hooks/useDiscount';
import { BundleList } from './BundleList';
import { WelcomeOffer } from './WelcomeOffer';
import '../../../components/i18n';
import '../i18n';

function Bundles({ prices }: { prices: BundlesAnswer }) {
  const { t } = useT('payments');
  const user = useSession((s) => s.user);
  // The code in the address (?code=); the active code of SPEC §4 is offered above the field.
  const { code, apply, remove } = useCodeInAddress(null);
  const discount = useDiscount(code);
  const applied =
    discount.status === 'applied'
      ? {
          code: discount.code,
          percentage: discount.answer.discountcode.value_percentage,
          prices: new Map(discount.answer.prices.map((p) => [p.bundle_id, p])),
        }
      : null;
  if (prices.bundles.length === 0) return <EmptyState text={t('credits.empty')} actionHref="/pricing" actionLabel={t('credits.emptyAction')} />;
  return (
    <>
      {user && <p>{t('credits.balance', { count: user.credits })}</p>}
      {user && !user.paid_user && (
        <p>
          {t('credits.becomePremium')} <TextLink href="/premium">{t('credits.whatIsPremium')}</TextLink>
        </p>
      )}
      <WelcomeOffer applied={discount.status === 'applied' ? discount.code : null} onUse={apply} />
      <DiscountCodeField discount={discount} onApply={apply} onRemove={remove} />
      <BundleList bundles={prices.bundles} label={t('credits.listLabel')} choosable discount={applied} />
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
