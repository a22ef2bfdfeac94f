import styled from 'styled-components';
import type { MemberProfile } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { useRegions } from 'shared-kernel/stores/regions';
import { useSettings } from 'shared-kernel/stores/settings';
import '../i18n';

const ATTRIBUTES = ['gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status'] as const;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  & > dt {
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
  }
`;

const About = styled.p`
  margin: 0 0 16px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  & > li {
    padding: 4px 12px;
    background: #fff0f4;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.pill};
  }
`;

/** "Utrecht, Utrecht, Nederland": city, region and country (named when the regions are loaded). */
export function useLocationText(profile: Pick<MemberProfile, 'city' | 'region' | 'country'>): string {
  const countryName = useRegions()?.find((c) => c.code === profile.country)?.name ?? profile.country;
  const parts = [profile.city, profile.region, countryName].filter((p): p is string => Boolean(p));
  // A city with the region's name (Utrecht, Utrecht) says it once.
  return parts.filter((p, i) => parts.indexOf(p) === i).join(', ');
}

/** Age, location, the attributes the site shows (settings.visible_profile_fields), about and interests. */
export function ProfileDetails({ profile }: { profile: MemberProfile }) {
  const { t } = useT('members');
  const visible = useSettings()?.visible_profile_fields;
  const location = useLocationText(profile);
  const attributes = ATTRIBUTES.filter((key) => profile[key] !== null && (!visible || visible.includes(key)));
  return (
    <section aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">{t('profile.details.heading', { name: profile.name })}</h2>
      <List>
        <dt>{t('profile.details.age')}</dt>
        <dd>{t('card.age', { age: profile.age })}</dd>
        <dt>{t('profile.details.location')}</dt>
        <dd>{location}</dd>
        {attributes.map((key) => (
          <AttributeRow key={key} label={t(`attributes.labels.${key}`)} value={t(`attributes.${key}.${profile[key] as string}`)} />
        ))}
      </List>
      {profile.about.trim() && (
        <>
          <h3>{t('profile.details.about')}</h3>
          <About>{profile.about}</About>
        </>
      )}
      {profile.interests.length > 0 && (
        <>
          <h3>{t('profile.details.interests')}</h3>
          <Chips>
            {profile.interests.map((interest) => (
              <li key={interest}>{interest}</li>
            ))}
          </Chips>
        </>
      )}
    </section>
  );
}

function AttributeRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
