import { useT } from 'shared-kernel/i18n';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { useSession } from 'shared-kernel/stores/session';
import { Card } from '../../../components/Parts';
import { BuyCta } from './BuyCta';
import { PremiumPoints } from './PremiumPoints';
import { WelcomeOffer } from '../../../components/WelcomeOffer';
import '../i18n';

/** /premium: what premium gives, and that the first bundle bought makes a member premium (SPEC §1, §4). */
export default function PremiumPage() {
  const { t } = useT('payments');
  const paid = useSession((s) => s.user?.paid_user === true);
  return (
    <PageFrame $narrow>
      <h1>{t('app.titles.premium')}</h1>
      <p>{paid ? t('premium.already') : t('premium.intro')}</p>
      <WelcomeOffer />
      <Card>
        <PremiumPoints />
      </Card>
      <BuyCta label={t('premium.cta')} source="premium" />
    </PageFrame>
  );
}
