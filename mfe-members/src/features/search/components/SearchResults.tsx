import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { CardGrid, ProfileCardTile } from '../../../components/ProfileCardTile';
import '../i18n';

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The count, with the order beside it (wrapping below it on a narrow phone). */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 16px;
  margin: 0 0 8px;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 0 0 32px;
`;

const Sentinel = styled.div`
  height: 1px;
`;

const Intro = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface SearchResultsProps {
  profiles: ProfileCard[];
  numResults: number;
  /** More match than numResults (the API's count stops at the last page it gives). */
  numResultsCapped?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Beside the count: the order of the results (members only). */
  toolbar?: ReactNode;
}

/**
 * Calls `onVisible` whenever the returned element scrolls into view (with 600 px to spare), while
 * `active`. Without IntersectionObserver nothing happens: the "Meer laden" button remains.
 */
function useNearViewport(active: boolean, onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

/** The found profiles; the next page is appended on scroll or with the "Meer laden" button. */
export function SearchResults({ profiles, numResults, numResultsCapped = false, hasMore, loadingMore, onLoadMore, toolbar }: SearchResultsProps) {
  const { t } = useT('members');
  const sentinel = useNearViewport(hasMore && !loadingMore, onLoadMore);
  return (
    <section aria-labelledby="search-results-heading">
      {/* The count says it on screen; the heading keeps the page's outline for screen readers. */}
      <VisuallyHidden as="h2" id="search-results-heading">
        {t('search.results.heading')}
      </VisuallyHidden>
      <Bar>
        <Count role="status">
          {numResultsCapped ? t('search.results.countCapped', { max: numResults }) : t('search.results.count', { count: numResults })}
        </Count>
        {toolbar}
      </Bar>
      {profiles.length === 0 ? (
        <p>{t('search.results.none')}</p>
      ) : (
        <CardGrid>
          {profiles.map((profile) => (
            <ProfileCardTile key={profile.id} profile={profile} />
          ))}
        </CardGrid>
      )}
      {hasMore && (
        <>
          <Sentinel ref={sentinel} data-testid="search-sentinel" />
          <More>
            {loadingMore ? (
              <Spinner label={t('search.results.loadingMore')} />
            ) : (
              <Button variant="outline" onClick={onLoadMore}>
                {t('search.results.more')}
              </Button>
            )}
          </More>
        </>
      )}
    </section>
  );
}

/** "Vergelijkbare profielen": profiles that nearly match, when the API sends them. */
export function SimilarResults({ profiles }: { profiles: ProfileCard[] }) {
  const { t } = useT('members');
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="search-similar-heading">
      <h2 id="search-similar-heading">{t('search.results.similar')}</h2>
      <Intro>{t('search.results.similarIntro')}</Intro>
      <CardGrid>
        {profiles.map((profile) => (
          <ProfileCardTile key={profile.id} profile={profile} />
        ))}
      </CardGrid>
    </section>
  );
}
