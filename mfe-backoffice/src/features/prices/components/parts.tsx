import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceChip } from 'shared-kernel/ui/FormParts';
import { TableBox } from '../../../components/TableBox';

/** The building blocks of the prices, codes and settings pages (one place, not one per page). */

export const Panel = styled.section`
  margin-top: 16px;
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
  }
`;

/** A form whose fields flow into columns as wide as the screen allows; the button sits at the end. */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  align-items: end;
  & + & {
    margin-top: 12px;
    padding-top: 12px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  button {
    min-height: 44px;
  }
`;

/** A longer form with hints under some fields: fields align at their labels, the button gets its own row. */
export const TallFormGrid = styled(FormGrid)`
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
  align-items: start;
  & > button[type='submit'] {
    grid-column: 1 / -1;
    justify-self: start;
    min-width: 200px;
  }
`;

/** A wide table that scrolls sideways on a small screen instead of overflowing the page. */
export const TableScroll = styled(TableBox)`
  table {
    min-width: 820px;
  }
  th,
  td {
    vertical-align: middle;
  }
  thead th {
    white-space: nowrap;
  }
`;

export const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** A checkbox with its text as one tappable chip (44 px high). */
export function Check({ label, checked, onChange, name }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; name?: string }) {
  return (
    <ChoiceChip $checked={checked}>
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </ChoiceChip>
  );
}

/** "€ 7,99". */
export const euro = (cents: number, currency = 'EUR'): string => new Intl.NumberFormat('nl-NL', { style: 'currency', currency }).format(cents / 100);

/** "7,99", "7.99" or "7" as cents; NaN when it is not an amount. */
export function centsOf(input: string): number {
  const text = input.trim().replace(/\s|€/g, '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text.replace(',', '.')) * 100);
}

/** Cents as the price field shows them: "7,99". */
export const amountText = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');
