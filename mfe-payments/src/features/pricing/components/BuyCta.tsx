import styled from 'styled-components';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import { useT } from 'shared-kernel/i18n';
import { VisitorCta } from 'shared-kernel/ui/MemberOnly';
import { LinkButton } from '../../../components/Parts';
import '../../../components/i18n';

const Cta = styled.div`
  margin-top: 24px;
`;

/** The way to the bundles: a member goes to /credits, a visitor logs in (and lands there) or signs up. */
export function BuyCta({ label, source }: { label: string; source: string }) {
  const { t } = useT('payments');
  const { status } = useResolvedSession();
  if (status === 'unknown') return null;
  return (
    <Cta>
      {status === 'anonymous' ? (
        <VisitorCta text={t('common.visitor')} returnPath="/credits" signup={{ source }} />
      ) : (
        <LinkButton href="/credits" $size="lg">
          {label}
        </LinkButton>
      )}
    </Cta>
  );
}
