import type { ReactNode } from 'react';
import { useT } from 'shared-kernel/i18n';
import { telHref } from '../utils/cleanPhone';
import '../i18n';

/** The support phone as written, dialled without dashes and whitespace (SPEC §5). */
export function PhoneLink({ phone, children }: { phone: string; children?: ReactNode }) {
  const { t } = useT('landers');
  return (
    <a href={telHref(phone)} aria-label={t('pages.contact.phoneLabel', { phone })}>
      {children ?? phone}
    </a>
  );
}

export function EmailLink({ email, subject, children }: { email: string; subject?: string; children?: ReactNode }) {
  const { t } = useT('landers');
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} aria-label={t('pages.contact.emailLabel', { email })}>
      {children ?? email}
    </a>
  );
}
