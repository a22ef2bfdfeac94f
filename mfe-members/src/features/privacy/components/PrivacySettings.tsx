import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { SettingSwitch, SwitchList, ToggleAnnouncement } from '../../../components/SettingSwitch';
import { useOptimisticToggles } from '../../../hooks/useOptimisticToggles';
import { fetchPrivacy, updatePrivacy, type PrivacyAnswer } from '../api/privacy';
import '../i18n';

/** The id of the heading, for the section around the settings (aria-labelledby). */
export const PRIVACY_HEADING_ID = 'privacy-heading';

type PrivacyFlag = keyof PrivacyAnswer;
const FLAGS: readonly PrivacyFlag[] = ['invisible', 'privacy_mode', 'show_presence'];

const Intro = styled.p`
  margin: 0 0 12px;
  max-width: 60ch;
`;

function PrivacySwitches({ initial }: { initial: PrivacyAnswer }) {
  const { t } = useT('members');
  const switches = useOptimisticToggles<PrivacyFlag>(initial, (key, value) => updatePrivacy({ [key]: value }));
  const labelOf = (key: PrivacyFlag) => t(`privacy.${key}.label`);
  return (
    <>
      <SwitchList>
        {FLAGS.map((key) => (
          <li key={key}>
            <SettingSwitch
              label={labelOf(key)}
              description={t(`privacy.${key}.description`)}
              checked={switches.values[key]}
              onChange={(value) => switches.toggle(key, value)}
            />
          </li>
        ))}
      </SwitchList>
      <ToggleAnnouncement status={switches.status} labelOf={labelOf} />
    </>
  );
}

/**
 * The privacy part of the own profile (SPEC §1): invisible mode, privacy mode and (issue 15) showing
 * when you are online, as switches that save themselves, each explained. The page around it gives the section (`<section id="privacy">`).
 */
export function PrivacySettings() {
  const { t } = useT('members');
  const { state, retry } = useLoad(true, fetchPrivacy);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === 'ready';
  // A link to /profile#privacy (e.g. "Onzichtbaar worden" on /settings) comes without a page load,
  // so the browser does not scroll to it: once the switches are there, bring them into view.
  useEffect(() => {
    if (ready && window.location.hash === '#privacy') heading.current?.scrollIntoView?.({ block: 'start' });
  }, [ready]);
  return (
    <>
      <h2 id={PRIVACY_HEADING_ID} ref={heading}>{t('privacy.heading')}</h2>
      <Intro>{t('privacy.intro')}</Intro>
      {state.status === 'loading' && <Spinner label={t('privacy.loading')} />}
      {state.status === 'failed' && <LoadError error={state.error} onRetry={retry} />}
      {state.status === 'ready' && <PrivacySwitches initial={state.data} />}
    </>
  );
}
