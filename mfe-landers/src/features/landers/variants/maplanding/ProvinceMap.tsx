import styled from 'styled-components';
import { i18n } from 'shared-kernel/i18n';
import type { Province } from './regions';
import type { ProvinceShapes } from './shapes';

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
  & path[data-selected='true'] {
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
 * NL and BE by province, coloured by their members; a click or tap on a province chooses it. The map
 * is a pointer shortcut only: the list beside it offers the same choice as real buttons (keyboard and
 * screen readers, 44 px touch targets), so assistive technology meets each province once, not twice.
 * Counts are written on the larger provinces.
 */
export function ProvinceMap({ map, provinces, selected, onSelect }: ProvinceMapProps) {
  const max = Math.max(0, ...[...provinces.values()].map((p) => p.members ?? 0));
  return (
    <Svg viewBox={map.viewBox} aria-hidden="true" data-testid="province-map">
      {map.shapes.map((shape) => (
        <path
          key={shape.code}
          d={shape.d}
          fill={fillOf(provinces.get(shape.code)?.members ?? null, max)}
          data-selected={selected === shape.code}
          data-region={shape.code}
          onClick={() => onSelect(shape.code)}
        />
      ))}
      {map.shapes.map((shape) => {
        const members = provinces.get(shape.code)?.members;
        if (shape.code === 'BE-BRU' || members === null || members === undefined) return null;
        return (
          <text key={shape.code} x={shape.label[0]} y={shape.label[1]}>
            {members.toLocaleString(i18n.language)}
          </text>
        );
      })}
    </Svg>
  );
}
