import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import type { Province } from './regions';
import type { ProvinceShapes } from './shapes';
import './i18n';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  & path {
    stroke: #fff;
    stroke-width: 1.5;
    stroke-linejoin: round;
    cursor: pointer;
    transition: fill 0.2s;
  }
  & path:hover {
    stroke: ${(p) => p.theme.colors.secondary};
    stroke-width: 2.5;
  }
  & path:focus {
    outline: none;
  }
  & path:focus-visible {
    stroke: ${(p) => p.theme.colors.focus};
    stroke-width: 4;
  }
  & path[aria-pressed='true'] {
    fill: ${(p) => p.theme.colors.secondary};
  }
  & text {
    font-size: 15px;
    font-weight: 700;
    fill: ${(p) => p.theme.colors.text};
    text-anchor: middle;
    pointer-events: none;
    paint-order: stroke;
    stroke: rgba(255, 255, 255, 0.85);
    stroke-width: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    & path {
      transition: none;
    }
  }
`;

/** Pale pink (few members) to the site's red (the most); grey while the counts are unknown. */
function fillOf(members: number | null, max: number): string {
  if (members === null) return '#e2dbe0';
  const share = max > 0 ? Math.sqrt(members / max) : 0;
  const from = [253, 231, 238];
  const to = [200, 24, 74];
  const rgb = from.map((f, i) => Math.round(f + (to[i]! - f) * share));
  return `rgb(${rgb.join(' ')})`;
}

export interface ProvinceMapProps {
  map: ProvinceShapes;
  provinces: ReadonlyMap<string, Province>;
  selected: string;
  onSelect: (code: string) => void;
}

/**
 * NL and BE by province, coloured by their members, each province a button (the list beside the
 * map offers the same choice with larger touch targets). Counts are written on the larger provinces.
 */
export function ProvinceMap({ map, provinces, selected, onSelect }: ProvinceMapProps) {
  const { t } = useT('landers');
  const max = Math.max(0, ...[...provinces.values()].map((p) => p.members ?? 0));
  const onKey = (code: string) => (event: KeyboardEvent<SVGPathElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(code);
    }
  };
  return (
    <Svg viewBox={map.viewBox} role="group" aria-label={t('maplanding.mapLabel')} data-testid="province-map">
      {map.shapes.map((shape) => {
        const province = provinces.get(shape.code);
        const members = province?.members ?? null;
        const count = members === null ? t('maplanding.membersUnknown') : t('maplanding.members', { count: members });
        return (
          <path
            key={shape.code}
            d={shape.d}
            fill={fillOf(members, max)}
            role="button"
            tabIndex={0}
            aria-pressed={selected === shape.code}
            aria-label={t('maplanding.provinceButton', { name: province?.name ?? shape.code, members: count })}
            data-region={shape.code}
            onClick={() => onSelect(shape.code)}
            onKeyDown={onKey(shape.code)}
          />
        );
      })}
      {map.shapes.filter((s) => s.code !== 'BE-BRU').map((shape) => {
        const members = provinces.get(shape.code)?.members;
        if (members === null || members === undefined) return null;
        return (
          <text key={shape.code} x={shape.label[0]} y={shape.label[1]} aria-hidden="true">
            {members.toLocaleString('nl-NL')}
          </text>
        );
      })}
    </Svg>
  );
}
