import { useId } from 'react';
import styled from 'styled-components';
import type { Gender, ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
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

/** Tiles the panel shows: two rows of three. */
const TILES = 6;

/** A tile's place while the members are on their way (the grid keeps its size: no layout shift). */
const EmptyTile = styled.span`
  display: block;
  aspect-ratio: 3 / 4;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.border};
`;

const withPhoto = (members: readonly ProfileCard[]): LanderMember[] =>
  members.filter((m): m is LanderMember => m.main_image !== null).slice(0, TILES);

export interface ProvinceMembersProps {
  /** Null until the map file or the counts name the provinces: the panel keeps its place meanwhile. */
  province: Province | null;
  filters: { gender: Gender | null; min_age: number | null; max_age: number | null };
  onSignup: () => void;
}

/**
 * The chosen province: its count, a few of its members (each a way to sign up) and the action. Its
 * grid has its final size from the first render, so nothing below it moves when the members arrive.
 */
export function ProvinceMembers({ province, filters, onSignup }: ProvinceMembersProps) {
  const { t } = useT('landers');
  const headingId = useId();
  // The search is public only where the site lets visitors search: refused, the panel shows no one.
  const found = useAnswer(() => (province ? fetchProvinceMembers(province.code, filters) : new Promise<never>(() => undefined)));
  const members = found ? withPhoto(found) : [];
  const name = province?.name ?? '…';
  const loading = found === undefined;
  return (
    <Panel aria-labelledby={headingId} aria-live="polite" aria-busy={loading} data-testid="province-members" data-region={province?.code}>
      <h2 id={headingId}>{t('maplanding.selectedTitle', { name })}</h2>
      <p>{province?.members != null ? t('maplanding.selectedCount', { count: province.members, name }) : t('maplanding.membersUnknown')}</p>
      {loading && <VisuallyHidden role="status">{t('maplanding.loadingMembers', { name })}</VisuallyHidden>}
      {!loading && members.length === 0 ? (
        <p>{t('maplanding.noMembers', { name })}</p>
      ) : (
        <Grid>
          {Array.from({ length: TILES }, (_, index) => {
            const member = members[index];
            return (
              <li key={member?.id ?? `empty-${index}`}>
                {member ? (
                  <Tile type="button" onClick={onSignup}>
                    <MemberPhoto member={member} eager={index < 3} decorative />
                    <span>
                      {t('maplanding.memberLine', { name: member.name, age: member.age, city: member.city })}
                      <FictionalBadge member={member} />
                    </span>
                  </Tile>
                ) : (
                  <EmptyTile aria-hidden="true" />
                )}
              </li>
            );
          })}
        </Grid>
      )}
      <SignupButton onSignup={onSignup} block>
        {t('maplanding.signupIn', { name })}
      </SignupButton>
    </Panel>
  );
}
