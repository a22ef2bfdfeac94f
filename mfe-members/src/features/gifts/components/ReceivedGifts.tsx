import styled from 'styled-components';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { formatDate } from 'shared-kernel/i18n/format';
import { AppLink } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { fetchReceivedGifts } from '../api/gifts';
import '../i18n';

/** The site is Dutch: dates in Dutch, on the Dutch calendar day. */

/** "14 maart 2026" for an ISO timestamp. */
export const giftDate = (iso: string): string => formatDate(iso, { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long', year: 'numeric' });

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;

const Emoji = styled.span`
  font-size: 1.8rem;
  line-height: 1;
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  time {
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * The gifts the logged-in member received, newest first: the gift, who sent it (a link to their
 * profile) and when. Meant for the member's own profile page.
 */
export function ReceivedGifts() {
  const { t } = useT('members');
  const loggedIn = useSession((s) => s.status === 'authenticated');
  const received = useLoad(loggedIn, fetchReceivedGifts);
  if (!loggedIn) return null;

  return (
    <section aria-labelledby="received-gifts-heading">
      <h2 id="received-gifts-heading">{t('gifts.received.heading')}</h2>
      {received.state.status === 'loading' && <Spinner label={t('gifts.received.loading')} />}
      {received.state.status === 'failed' && <LoadError error={received.state.error} onRetry={received.retry} />}
      {received.state.status === 'ready' &&
        (received.state.data.gifts.length === 0 ? (
          <p>{t('gifts.received.empty')}</p>
        ) : (
          <List>
            {received.state.data.gifts.map((item) => (
              <Item key={item.id}>
                <Emoji aria-hidden="true">{item.gift.emoji}</Emoji>
                <Text>
                  <span>
                    {t('gifts.received.item', { gift: item.gift.name })}{' '}
                    <AppLink href={`/members/${item.from.id}`}>{item.from.name}</AppLink>
                  </span>
                  <time dateTime={item.created_at}>{t('gifts.received.date', { date: giftDate(item.created_at) })}</time>
                </Text>
              </Item>
            ))}
          </List>
        ))}
    </section>
  );
}
