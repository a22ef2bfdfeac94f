import styled from 'styled-components';
import type { SearchSort } from 'shared-kernel/contract/profile-rules';
import { useT } from 'shared-kernel/i18n';
import { Select } from 'shared-kernel/ui/FormParts';
import { SORTS } from '../utils/searchSort';
import '../i18n';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

/** The kernel's form select, as wide as its longest order rather than the row. */
const SortSelect = styled(Select)`
  width: auto;
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
      <SortSelect
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
      </SortSelect>
    </Label>
  );
}
