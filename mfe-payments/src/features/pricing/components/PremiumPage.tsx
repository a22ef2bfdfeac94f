import { useT } from 'shared-kernel/i18n';
import PageTitle from 'shared-kernel/remote/PageTitle';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { useSession } from 'shared-kernel/stores/session';
import { Card } from '../../../components/Parts';
import { BuyCta } from './BuyCta';
import { PremiumPoints } from './PremiumPoints';
import { WelcomeOffer } from '../../../components/WelcomeOffer';
import '../i18n';

/**
 * /premium (SPEC §1, §4): for a member who is not premium yet, what premium gives and that the
 * first bundle bought makes them premium; for a premium member, what they have and the way to top
 * up their credits (no offer of what they already are, no first-purchase discount).
 */
export default function PremiumPage() {
  const { t } = useT('payments');
  const paid = useSession((s) => s.user?.paid_user === true);
  if (paid) {
    return (
      <PageFrame $narrow>
        {/* The tab says what the page says (the route's title, "Premium worden", is for a member who is not). */}
        <PageTitle page={t('premium.member.heading')} />
        <h1>{t('premium.member.heading')}</h1>
        <p>{t('premium.member.intro')}</p>
        <Card>
          <PremiumPoints member />
        </Card>
        <BuyCta label={t('premium.member.cta')} source="premium" />
      </PageFrame>
    );
  }
  return (
    <PageFrame $narrow>
      <h1>{t('app.titles.premium')}</h1>
      <p>{t('premium.intro')}</p>
      <WelcomeOffer />
      <Card>
        <PremiumPoints />
      </Card>
      <BuyCta label={t('premium.cta')} source="premium" />
    </PageFrame>
  );
}
