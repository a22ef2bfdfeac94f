import type { ComponentType } from 'react';
import { HttpError } from 'shared-kernel/http';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { useParams } from 'shared-kernel/router';
import { LoadError, useSettingsInBackground } from 'shared-kernel/ui/LoadError';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { fetchLandingMember, type LandingMember } from '../api/member';
import { parseMemberId } from '../utils/profileId';
import CardLanding from './CardLanding';
import ChatLanding from './ChatLanding';
import SpotlightLanding from './SpotlightLanding';
import '../i18n';

/** The three designs: /landing, /landing2/{slug?}, /landing3/{slug?}. */
export type MemberLandingDesign = 'spotlight' | 'chat' | 'card';

const DESIGNS: Record<MemberLandingDesign, ComponentType<{ member: LandingMember; headline?: string }>> = {
  spotlight: SpotlightLanding,
  chat: ChatLanding,
  card: CardLanding,
};

export interface MemberLandingPageProps {
  design: MemberLandingDesign;
  /** The campaign's headline for landing2/landing3 (the {slug}); the design's own when absent. */
  headline?: string;
  /** What an unknown, hidden or malformed member id shows (the remote's not-found report). */
  NotFound: ComponentType;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

function Loaded({ id, design, headline, NotFound }: MemberLandingPageProps & { id: number }) {
  const { t } = useT('landers');
  const { state, retry } = useLoad(true, () => fetchLandingMember(id));
  useSettingsInBackground();
  if (state.status === 'loading') return <Spinner label={t('memberLanding.loading')} />;
  if (state.status === 'failed') return isNotFound(state.error) ? <NotFound /> : <LoadError error={state.error} onRetry={retry} />;
  const Design = DESIGNS[design];
  return <Design member={state.data} headline={headline} />;
}

/**
 * A member landing (issue 14 item 4): one member's photo, name, age, place and own words, the
 * fictional mark where it applies, and one action to /members/{id}/signup. A member the visitor may
 * not see (blocked, invisible, disabled, deleted) or that does not exist is the shell's 404.
 */
export default function MemberLandingPage(props: MemberLandingPageProps) {
  const id = parseMemberId(useParams().id);
  const { NotFound } = props;
  if (id === null) return <NotFound />;
  return <Loaded key={id} id={id} {...props} />;
}
