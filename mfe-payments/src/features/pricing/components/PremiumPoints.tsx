import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { StackList } from '../../../components/Parts';
import '../i18n';

const List = styled(StackList)`
  li {
    position: relative;
    padding-left: 28px;
  }
  li::before {
    content: '♥';
    position: absolute;
    left: 4px;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const POINTS = ['first', 'photos', 'ownPhotos', 'chance'] as const;
/** What a premium member has: how to become one is no longer news to them. */
const MEMBER_POINTS = POINTS.filter((point) => point !== 'first');

/**
 * What premium gives (SPEC §1, §6, §9): all photos, 25 own photos instead of 3, 46% more chance of
 * a match; `member`: to a premium member, without how to become one.
 */
export function PremiumPoints({ member = false }: { member?: boolean }) {
  const { t } = useT('payments');
  return (
    <List>
      {(member ? MEMBER_POINTS : POINTS).map((point) => (
        <li key={point}>{t(`premiumPoints.${point}`)}</li>
      ))}
    </List>
  );
}
