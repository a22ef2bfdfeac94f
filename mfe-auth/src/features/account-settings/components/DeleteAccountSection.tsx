import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { loadCompanyInfo, useCompanyInfo } from 'shared-kernel/stores/companyInfo';
import { Button } from 'shared-kernel/ui/Button';
import DeleteAccountDialog from './DeleteAccountDialog';
import SettingsSection from './SettingsSection';
import '../i18n';

const Offers = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-left: 4px solid ${(p) => p.theme.colors.secondary};
    border-radius: ${(p) => p.theme.radii.md};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    text-underline-offset: 3px;
  }
  li p {
    margin: 4px 0 0;
  }
`;

/**
 * "Account verwijderen" with alternative offers first (the company's discount on credits, becoming
 * invisible, fewer e-mails); "Toch verwijderen" opens the confirmation dialog.
 */
export default function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useT('auth');
  const discount = useCompanyInfo()?.delete_discount ?? 0;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Without company info the discount offer is simply left out.
    loadCompanyInfo().catch(() => undefined);
  }, []);

  return (
    <SettingsSection title={t('settings.delete.heading')}>
      <p>{t('settings.delete.intro')}</p>
      <Offers aria-label={t('settings.delete.offersLabel')}>
        {discount > 0 && (
          <li>
            <AppLink href="/credits">{t('settings.delete.discount', { percent: discount })}</AppLink>
            <p>{t('settings.delete.discountText')}</p>
          </li>
        )}
        <li>
          <AppLink href="/profile#privacy">{t('settings.delete.invisible')}</AppLink>
          <p>{t('settings.delete.invisibleText')}</p>
        </li>
        <li>
          <AppLink href="/notifications">{t('settings.delete.fewerMails')}</AppLink>
          <p>{t('settings.delete.fewerMailsText')}</p>
        </li>
      </Offers>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('settings.delete.open')}
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </SettingsSection>
  );
}
