import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { useSearchParams } from 'shared-kernel/router';
import { useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { pageFrame } from '../../../components/pageFrame';
import { loadOwnComplaints, submitComplaint } from '../api/complaints';
import { prefillFrom } from '../utils/prefill';
import { ComplaintForm } from './ComplaintForm';
import { OwnComplaints, type OwnComplaintsState } from './OwnComplaints';
import '../i18n';

const Article = styled.article`
  ${pageFrame(760, '24px 16px 48px', '40px 24px 64px')}
  h1 {
    margin: 0 0 12px;
    font-size: 1.75rem;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
  }
  h2 {
    margin: 32px 0 12px;
    font-size: 1.25rem;
  }
  & > p {
    line-height: 1.55;
  }
`;

/** The member's own notices, loaded when a member is logged in and again after each new one. */
function useOwnComplaints(enabled: boolean): { state: OwnComplaintsState; reload: () => void } {
  const [state, setState] = useState<OwnComplaintsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadOwnComplaints().then(
      (complaints) => current && setState({ status: 'ready', complaints }),
      () => current && setState({ status: 'error', retry: reload }),
    );
    return () => {
      current = false;
    };
  }, [enabled, round, reload]);
  return { state, reload };
}

/**
 * /complaints (public, SPEC §1, §6): the notice-and-action form of the EU Digital Services Act
 * art. 16, reached from the footer and from the report action ("Melden") on every profile and on
 * each message (pre-filled by the query string); a member also sees "Mijn meldingen".
 */
export default function ComplaintsPage() {
  const { t } = useT('landers');
  const settings = useSettings();
  const user = useSession((s) => (s.status === 'authenticated' ? s.user : null));
  const [search] = useSearchParams();
  const headingId = useId();
  const prefill = useMemo(() => prefillFrom(search, typeof location === 'undefined' ? '' : location.origin), [search]);
  const own = useOwnComplaints(user !== null);
  const siteName = settings?.name || 'Hartklop';

  return (
    <Article aria-labelledby={headingId}>
      <h1 id={headingId}>{t('complaints.title')}</h1>
      <p>{t('complaints.intro', { name: siteName })}</p>
      <p>{t('complaints.how')}</p>
      <h2>{t('complaints.formTitle')}</h2>
      <ComplaintForm
        // A new report action (another profile or message) starts a fresh form.
        key={search.toString()}
        memberName={user ? user.profile.name : null}
        domain={settings?.domain || 'hartklop.nl'}
        prefill={prefill}
        submit={submitComplaint}
        onSent={own.reload}
      />
      {user && <OwnComplaints state={own.state} />}
    </Article>
  );
}
