import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { i18n, useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { pageFrame } from '../../../../components/pageFrame';
import { FictionalNotice } from '../../components/FictionalNotice';
import type { LanderProps } from '../../types';
import { fetchRegionCounts } from './api';
import { ProvinceMap } from './ProvinceMap';
import { ProvinceMembers } from './ProvinceMembers';
import { loadProvinceShapes } from './shapes';
import { useAnswer } from './useAnswer';
import { AREAS, inArea, initialProvince, provinceNames, provincesOf, SHORT_NAMES, type Province } from './regions';
import './i18n';

/** The map lander's idea: where are they? NL and BE by province with their members; pick yours. */

const Page = styled.div`
  ${pageFrame(1200, '20px 16px 40px', '40px 24px 56px')}
`;

const Header = styled.header`
  margin-bottom: 16px;
  & > p:first-child {
    margin: 0 0 6px;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.primary};
  }
  & > h1 {
    margin: 0 0 8px;
    font-size: 1.75rem;
    line-height: 1.15;
    color: ${(p) => p.theme.colors.secondary};
    ${media.md} {
      font-size: 2.5rem;
    }
  }
  & > p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.5;
  }
`;

/** Phone: the map, the chosen province's members, then the list. Larger: map and list beside the members. */
const Layout = styled.div`
  display: grid;
  grid-template-areas: 'map' 'side' 'list';
  gap: 20px;
  ${media.md} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    grid-template-areas: 'map side' 'list side';
    grid-template-rows: auto 1fr;
    gap: 24px 32px;
    align-items: start;
  }
`;

const MapArea = styled.div`
  grid-area: map;
`;

const ListArea = styled.div`
  display: grid;
  grid-area: list;
  gap: 16px;
`;

const Side = styled.div`
  display: grid;
  grid-area: side;
  gap: 16px;
  ${media.md} {
    position: sticky;
    top: 16px;
  }
`;

const Areas = styled.div`
  display: grid;
  gap: 12px;
  & h2 {
    margin: 0 0 6px;
    font-size: 0.95rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled.button`
  min-height: 44px;
  padding: 6px 14px;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  cursor: pointer;
  & > span {
    margin-left: 6px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  &[aria-pressed='true'] {
    color: #fff;
    background: ${(p) => p.theme.colors.secondary};
    border-color: ${(p) => p.theme.colors.secondary};
    & > span {
      color: #fff;
    }
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Source = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

function total(provinces: readonly Province[]): number | null {
  if (provinces.some((p) => p.members === null)) return null;
  return provinces.reduce((sum, p) => sum + (p.members ?? 0), 0);
}

export default function MapLander({ campaign, onSignup }: LanderProps) {
  const { t } = useT('landers');
  const titleId = useId();
  const counts = useAnswer(() => fetchRegionCounts(campaign.gender));
  const shapes = useAnswer(loadProvinceShapes);
  // The names come with the map file (not in the JavaScript); until it or the counts arrive, no province is known.
  const provinces = useMemo(() => provincesOf(counts ?? null, provinceNames(shapes?.shapes)), [counts, shapes]);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? initialProvince(campaign.region, provinces);
  const province = provinces.get(selected);
  const countText = (members: number | null) => (members === null ? t('maplanding.membersUnknown') : t('maplanding.members', { count: members }));

  return (
    <Page>
      <Header aria-labelledby={titleId}>
        <p>{campaign.region_name ?? t('maplanding.eyebrow')}</p>
        <h1 id={titleId}>{campaign.headline}</h1>
        <p>{campaign.subline}</p>
      </Header>
      <Layout>
        <MapArea>
          <ProvinceMap map={shapes ?? null} provinces={provinces} selected={selected} onSelect={setChosen} />
        </MapArea>
        <ListArea>
          <Areas role="group" aria-label={t('maplanding.listLabel')}>
            {AREAS.map((area) => {
              const ofArea = [...provinces.values()].filter((p) => inArea(area, p.code));
              const headingId = `maplanding-area-${area.id}`;
              return (
                <section key={area.id} aria-labelledby={headingId}>
                  <h2 id={headingId}>{t('maplanding.area', { name: area.name, members: countText(total(ofArea)) })}</h2>
                  <ul>
                    {ofArea.map((p) => (
                      <li key={p.code}>
                        <Chip type="button" aria-pressed={p.code === selected} onClick={() => setChosen(p.code)} data-region={p.code}>
                          {SHORT_NAMES.get(p.code) ?? p.name}
                          {p.members !== null && <span>{p.members.toLocaleString(i18n.language)}</span>}
                        </Chip>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </Areas>
          <Source>{t('maplanding.source')}</Source>
        </ListArea>
        <Side>
          <ProvinceMembers
            key={province ? selected : ''}
            province={province ?? null}
            filters={{ gender: campaign.gender, min_age: campaign.min_age, max_age: campaign.max_age }}
            onSignup={onSignup}
          />
          <FictionalNotice />
        </Side>
      </Layout>
    </Page>
  );
}
