import { useId } from 'react';
import styled from 'styled-components';
import type { Gender, ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { FictionalBadge } from '../../components/FictionalBadge';
import { MemberPhoto } from '../../components/MemberPhoto';
import { SignupButton } from '../../components/SignupButton';
import type { LanderMember } from '../../types';
import { fetchProvinceMembers } from './api';
import type { Province } from './regions';
import { useAnswer } from './useAnswer';
import './i18n';

const Panel = styled.section`
  padding: 20px 16px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
  ${media.md} {
    padding: 24px;
  }
  & > h2 {
    margin: 0 0 6px;
    color: ${(p) => p.theme.colors.secondary};
  }
  & > p {
    margin: 0 0 16px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.border};
  cursor: pointer;
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > span {
    position: absolute;
    inset: auto 0 0 0;
    display: grid;
    gap: 2px;
    justify-items: start;
    padding: 18px 6px 6px;
    color: #fff;
    font-size: 0.8rem;
    font-weight: 600;
    text-align: left;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.72));
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const withPhoto = (members: readonly ProfileCard[]): LanderMember[] =>
  members.filter((m): m is LanderMember => m.main_image !== null).slice(0, 6);

export interface ProvinceMembersProps {
  province: Province;
  filters: { gender: Gender | null; min_age: number | null; max_age: number | null };
  onSignup: () => void;
}

/** The chosen province: its count, a few of its members (each a way to sign up) and the action. */
export function ProvinceMembers({ province, filters, onSignup }: ProvinceMembersProps) {
  const { t } = useT('landers');
  const headingId = useId();
  // The search is public only where the site lets visitors search: refused, the panel shows no one.
  const found = useAnswer(() => fetchProvinceMembers(province.code, filters));
  const members = found ? withPhoto(found) : [];
  return (
    <Panel aria-labelledby={headingId} aria-live="polite" data-testid="province-members" data-region={province.code}>
      <h2 id={headingId}>{t('maplanding.selectedTitle', { name: province.name })}</h2>
      {province.members !== null && <p>{t('maplanding.selectedCount', { count: province.members, name: province.name })}</p>}
      {found === undefined && <Spinner label={t('maplanding.loadingMembers', { name: province.name })} />}
      {found !== undefined && members.length === 0 && <p>{t('maplanding.noMembers', { name: province.name })}</p>}
      {members.length > 0 && (
        <Grid>
          {members.map((member, index) => (
            <li key={member.id}>
              <Tile type="button" onClick={onSignup}>
                <MemberPhoto member={member} eager={index < 3} decorative />
                <span>
                  {t('maplanding.memberLine', { name: member.name, age: member.age, city: member.city })}
                  <FictionalBadge member={member} />
                </span>
              </Tile>
            </li>
          ))}
        </Grid>
      )}
      <SignupButton onSignup={onSignup} block>
        {t('maplanding.signupIn', { name: province.name })}
      </SignupButton>
    </Panel>
  );
}
