import { useCallback, useEffect, useRef } from 'react';
import { useT } from 'shared-kernel/i18n';
import type { SearchSort } from 'shared-kernel/contract/profile-rules';
import { navigate, useLocationSearch } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { initialSearchState, searchStore, type SearchCriteria } from 'shared-kernel/stores/search';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { VisitorCta } from 'shared-kernel/ui/MemberOnly';
import { useSettingsState } from 'shared-kernel/hooks/useSettingsState';
import { FictionalWarning } from '../../../components/Fictional';
import { criteriaOf, useMemberSearch } from '../hooks/useMemberSearch';
import { useSoughtGender } from '../hooks/useSoughtGender';
import { criteriaFromUrl, criteriaToUrl, hasUrlCriteria, sameCriteria, writeSearchUrl } from '../utils/urlCriteria';
import { setWantedSort, sortFromUrl, sortStore, useSearchSort } from '../utils/searchSort';
import { ResultsPlaceholder } from './ResultsPlaceholder';
import { SortControl } from './SortControl';
import { SearchFilters } from './SearchFilters';
import { SearchResults, SimilarResults } from './SearchResults';
import '../../../components/i18n';
import '../i18n';

const NO_FIELDS: readonly string[] = [];

/**
 * /members: the filters, the found profiles (appended per page) and similar profiles. The search
 * state lives in the kernel store, so coming back from a profile shows the same list at once (the
 * shell's navigation then scrolls it back to where the member was).
 */
export default function SearchPage() {
  const { t } = useT('members');
  const failureText = useErrorText();
  const settingsState = useSettingsState();
  const settings = settingsState.status === 'ready' ? settingsState.settings : null;
  const search = useMemberSearch(settings?.search_fields ?? NO_FIELDS);
  const { state, status } = search;

  const soughtGender = useSoughtGender();
  const session = useSession();
  const sort = useSearchSort();
  const urlSearch = useLocationSearch();
  /** The address this page wrote last: its own change is no new search. */
  const written = useRef<string | null>(null);
  const show = useCallback((criteria: SearchCriteria, mode: 'push' | 'replace') => {
    written.current = writeSearchUrl(criteriaToUrl(criteria, sortStore.get().wanted), mode, navigate);
  }, []);

  // The filters live in the address. A first visit searches with the address's filters (else the
  // initial ones); back, forward and a shared link search with theirs; a held search matching the
  // address (back from a profile) is shown as it is, and an address without filters shows it too.
  const path = useRef(typeof location === 'undefined' ? '' : location.pathname);
  useEffect(() => {
    // Leaving the page (e.g. to a profile) is no search: the address is no longer this page's. While
    // a server-rendered page hydrates, `urlSearch` is the server's ('') for one render: wait for the real one.
    if (!settings || urlSearch === written.current || location.pathname !== path.current || urlSearch !== location.search) return;
    const held = searchStore.get();
    const heldCriteria = criteriaOf(held);
    if (!hasUrlCriteria(urlSearch)) {
      if (held.didInit) {
        show(heldCriteria, 'replace');
        return;
      }
      const initial = criteriaOf(initialSearchState);
      show(initial, 'replace');
      search.search(initial);
      return;
    }
    const wanted = criteriaFromUrl(urlSearch, criteriaOf(initialSearchState));
    const wantedSort = sortFromUrl(urlSearch);
    const sameSort = wantedSort === sortStore.get().wanted;
    setWantedSort(wantedSort);
    written.current = urlSearch;
    if (held.didInit && sameSort && sameCriteria(wanted, heldCriteria) && Object.keys(held.results).length > 0) return;
    search.search(wanted);
    // The address and the settings decide; `search` and `show` are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, urlSearch]);

  const onSearch = (criteria: SearchCriteria) => {
    show(criteria, 'push');
    search.search(criteria);
  };
  const onSort = (sort: SearchSort) => {
    setWantedSort(sort);
    onSearch(criteriaOf(state));
  };
  const onClear = () => {
    search.clear();
    written.current = writeSearchUrl('', 'replace', navigate);
  };

  if (settingsState.status === 'failed') {
    return (
      <PageFrame>
        <h1>{t('search.heading')}</h1>
        <ErrorPanel onRetry={settingsState.retry} />
      </PageFrame>
    );
  }
  if (!settings) {
    return (
      <PageFrame>
        <h1>{t('search.heading')}</h1>
        <Spinner label={t('common.loading')} />
      </PageFrame>
    );
  }

  const member = session.status === 'authenticated';
  const fellBack = member && status.status === 'idle' && sort.applied !== sort.wanted;
  const anyFictional = search.profiles.some((p) => p.fictional) || search.similar.some((p) => p.fictional);
  const showResults = status.status !== 'loginRequired' && Object.keys(state.results).length > 0;

  return (
    <PageFrame>
      <h1>{t('search.heading')}</h1>
      <SearchFilters
        criteria={criteriaOf(state)}
        soughtGender={soughtGender}
        settings={settings}
        busy={status.status === 'loading'}
        onSearch={onSearch}
        onClear={onClear}
      />
      {status.status === 'loginRequired' && (
        <VisitorCta text={t('search.visitor.text')} returnPath="/members" signup={{ source: 'search' }} />
      )}
      {status.status === 'loading' && <ResultsPlaceholder label={t('search.results.loading')} />}
      {status.status === 'failed' && !status.more && (
        <ErrorPanel title={failureText(status.error)} onRetry={() => search.search(criteriaOf(state))} />
      )}
      {status.status === 'idle' && !state.didInit && <p>{t('search.results.cleared')}</p>}
      {showResults && status.status !== 'loading' && (
        <>
          {anyFictional && <FictionalWarning scope="list" />}
          {fellBack && (sort.wanted === 'nearby' || sort.wanted === 'online') && (
            <Alert variant="info">{t(sort.wanted === 'nearby' ? 'search.sort.fallbackNearby' : 'search.sort.fallbackOnline')}</Alert>
          )}
          <SearchResults
            toolbar={member ? <SortControl value={sort.wanted} onChange={onSort} /> : undefined}
            profiles={search.profiles}
            numResults={state.numResults}
            numResultsCapped={state.numResultsCapped}
            hasMore={search.hasMore && status.status !== 'failed'}
            loadingMore={status.status === 'loadingMore'}
            onLoadMore={search.loadMore}
          />
          {status.status === 'failed' && status.more && <ErrorPanel title={failureText(status.error)} onRetry={search.loadMore} />}
          <SimilarResults profiles={search.similar} />
        </>
      )}
    </PageFrame>
  );
}
