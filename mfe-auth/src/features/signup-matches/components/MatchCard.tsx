import styled from 'styled-components';
import type { ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { FictionalFlagFrame, FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import '../i18n';

export const CARD_IMAGE_SIZE = 240;

const Link = styled(AppLink)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  &:hover {
    box-shadow: 0 4px 14px rgba(31, 26, 36, 0.18);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${(p) => p.theme.colors.border};
`;

const Initial = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  background: ${(p) => p.theme.colors.background};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px 12px;
  & > strong {
    font-size: 1.05rem;
  }
  & > span {
    font-size: 0.9rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The regulator's rule: a fictional profile is clearly flagged wherever it appears. */
export const FictionalMarker = styled(FictionalFlagFrame)`
  gap: 6px;
  margin-top: 6px;
  width: fit-content;
  font-size: 0.8rem;
  font-weight: 700;
`;

export interface MatchCardProps {
  profile: ProfileCard;
  cdnPrefix: string;
  /** The settings' fictional_icon (an image address or an emoji; may be empty). */
  fictionalIcon: string;
  /** The name of the marker ("Fictief profiel"). */
  fictionalLabel: string;
  /** The settings' fictional_warning, shown as the marker's tooltip. */
  fictionalWarning: string;
}

/** One profile: photo (or its initial), name, age, city, and the fictional marker; links to the profile. */
export function MatchCard({ profile, cdnPrefix, fictionalIcon, fictionalLabel, fictionalWarning }: MatchCardProps) {
  const { t } = useT('auth');
  const image = profile.main_image;
  return (
    <Link href={`/members/${profile.id}`} data-profile-id={profile.id}>
      {image ? (
        <Photo
          src={cdnUrl(cdnPrefix, image.thumb_filename || image.filename)}
          alt={profile.name}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Initial>
          <Avatar alt={profile.name} size={96} />
        </Initial>
      )}
      <Body>
        <strong>{profile.name}</strong>
        <span>
          {t('signupMatches.age', { age: profile.age })}
          {profile.city ? ` · ${profile.city}` : ''}
        </span>
        {profile.fictional && (
          <FictionalMarker title={fictionalWarning || undefined} data-fictional="true">
            {fictionalIcon && <FictionalIcon icon={fictionalIcon} />}
            {fictionalLabel}
          </FictionalMarker>
        )}
      </Body>
    </Link>
  );
}
