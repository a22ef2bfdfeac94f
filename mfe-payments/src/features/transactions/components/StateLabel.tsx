import styled from 'styled-components';
import type { PaymentState } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import type { KernelTheme } from 'shared-kernel/ui/theme';
import '../../../components/i18n';

const COLOUR: Record<PaymentState, keyof KernelTheme['colors']> = {
  pending: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'textMuted',
  refunded: 'textMuted',
  charged_back: 'danger',
};

const Label = styled.span<{ $colour: keyof KernelTheme['colors'] }>`
  display: inline-block;
  padding: 2px 10px;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${(p) => p.theme.colors[p.$colour]};
  border: 1px solid currentColor;
  border-radius: ${(p) => p.theme.radii.pill};
  white-space: nowrap;
`;

/**
 * A payment's state in Dutch (SPEC §4), coloured by outcome. A pending payment whose credits are
 * already there (a direct debit on its way, issue 27) says so rather than "In behandeling".
 */
export function StateLabel({ state, credited = false }: { state: PaymentState; credited?: boolean }) {
  const { t } = useT('payments');
  const creditedPending = state === 'pending' && credited;
  return (
    <Label $colour={creditedPending ? 'success' : COLOUR[state]} data-state={state} data-credited={creditedPending || undefined}>
      {creditedPending ? t('states.pendingCredited') : t(`states.${state}`)}
    </Label>
  );
}
