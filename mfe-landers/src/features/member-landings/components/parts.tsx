import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import type { ButtonStyleProps } from 'shared-kernel/ui/Button';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { FictionalFlagFrame, FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import type { LandingMember } from '../api/member';
import '../i18n';

const Photo = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const NoPhoto = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  color: #fff;
  font-size: 4rem;
  font-weight: 700;
  background: linear-gradient(135deg, ${(p) => p.theme.colors.secondary}, ${(p) => p.theme.colors.primary});
  & > span:last-child {
    font-size: 0.9rem;
    font-weight: 600;
  }
`;

/** The member's main photo (full size), or their initial where they have none. Fills its frame. */
export function MemberPhoto({ member, eager = false }: { member: LandingMember; eager?: boolean }) {
  const { t } = useT('landers');
  const settings = useSettings();
  const image = member.main_image;
  if (!image) {
    return (
      <NoPhoto role="img" aria-label={t('memberLanding.noPhoto')}>
        <span aria-hidden="true">{member.name.slice(0, 1).toUpperCase()}</span>
      </NoPhoto>
    );
  }
  return (
    <Photo
      src={cdnUrl(settings?.cdn_prefix ?? '', image.filename)}
      alt={t('memberLanding.photoAlt', { name: member.name })}
      decoding="async"
      // The photo is the landing's first screen.
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}

const Flag = styled(FictionalFlagFrame)`
  gap: 4px;
  font-size: 0.875rem;
  font-weight: 600;
`;

/** The mark of a fictional profile: settings.fictional_icon with settings.fictional_singular as text. */
export function FictionalFlag({ member }: { member: LandingMember }) {
  const { t } = useT('landers');
  const settings = useSettings();
  if (!member.fictional) return null;
  return (
    <Flag data-fictional="true">
      {settings?.fictional_icon && <FictionalIcon icon={settings.fictional_icon} />}
      {settings?.fictional_singular || t('memberLanding.fictionalFallback')}
    </Flag>
  );
}

/** One profile is shown: its own warning (settings.fictional_warning), before any signup. */
export function FictionalWarning({ member }: { member: LandingMember }) {
  const settings = useSettings();
  if (!member.fictional || !settings?.fictional_warning) return null;
  return (
    <Alert variant="warning" data-testid="fictional-warning">
      {settings.fictional_warning}
    </Alert>
  );
}

/**
 * The landing's one action: the member signup page, which sends the first message to this member
 * after signup. A logged-in member goes to the profile itself.
 */
export function LandingCta({ member, variant = 'primary', block = false }: { member: LandingMember; variant?: ButtonStyleProps['$variant']; block?: boolean }) {
  const { t } = useT('landers');
  const loggedIn = useSession((s) => s.status === 'authenticated');
  return loggedIn ? (
    <LinkButton href={`/members/${member.id}`} $variant={variant} $size="lg" $block={block}>
      {t('memberLanding.ctaMember', { name: member.name })}
    </LinkButton>
  ) : (
    <LinkButton href={`/members/${member.id}/signup`} $variant={variant} $size="lg" $block={block} data-testid="member-landing-cta">
      {t('memberLanding.cta', { name: member.name })}
    </LinkButton>
  );
}

/** "Over {name}": the member's own text, or a line saying there is none yet. */
export function AboutText({ member }: { member: LandingMember }) {
  const { t } = useT('landers');
  return <>{member.about.trim() || t('memberLanding.aboutEmpty', { name: member.name })}</>;
}

/** Where the member lives, as shown under the name: city, else province, else nothing. */
export const placeOf = (member: LandingMember): string => member.city.trim() || member.region || '';
