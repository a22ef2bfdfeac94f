import styled from 'styled-components';
import type { SearchSort } from 'shared-kernel/contract/profile-rules';
import { useT } from 'shared-kernel/i18n';
import { SORTS } from '../utils/searchSort';
import '../i18n';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  & > select {
    min-height: 44px;
    padding: 8px 12px;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
  }
  & > select:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface SortControlProps {
  value: SearchSort;
  disabled?: boolean;
  onChange: (sort: SearchSort) => void;
}

/** "Sorteren: Nieuwste / Dichtbij / Nu online" (members only; the order goes into the address). */
export function SortControl({ value, disabled, onChange }: SortControlProps) {
  const { t } = useT('members');
  return (
    <Label>
      {t('search.sort.label')}
      <select
        name="sort"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(SORTS.find((s) => s === e.target.value) ?? 'newest')}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sort.${sort}`)}
          </option>
        ))}
      </select>
    </Label>
  );
}
