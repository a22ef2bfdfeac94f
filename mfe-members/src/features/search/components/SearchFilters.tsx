import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CountryRegions, Settings } from 'shared-kernel/contract';
import { MAX_AGE, MIN_AGE } from 'shared-kernel/contract/profile-attributes';
import { useT } from 'shared-kernel/i18n';
import { loadRegions, useRegions } from 'shared-kernel/stores/regions';
import type { SearchCriteria } from 'shared-kernel/stores/search';
import { Button } from 'shared-kernel/ui/Button';
import { media } from 'shared-kernel/ui';
import { clampAge, regionParam } from '../api/search';
import '../i18n';

const Wrap = styled.div`
  margin: 0 0 16px;
  ${media.md} {
    margin-bottom: 24px;
  }
`;

/** Below 768 px: one line saying what is searched, and the button that opens the filters. */
const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 8px 8px 16px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  & > p {
    margin: 0;
    min-width: 0;
    font-weight: 600;
  }
  & > button {
    flex: none;
    white-space: nowrap;
  }
  ${media.md} {
    display: none;
  }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  align-items: end;
  margin: 0;
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  ${media.down('md')} {
    margin-top: 8px;
    &[data-open='false'] {
      display: none;
    }
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  & > label {
    font-weight: 600;
  }
  & > select {
    width: 100%;
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
  & > select:disabled {
    opacity: 0.6;
  }
`;

const Buttons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${media.lg} {
    grid-column: auto / span 1;
  }
`;

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

interface SelectFieldProps {
  id: string;
  label: string;
  value: string | number;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The options. */
  children: ReactNode;
}

/** One labelled filter: a label tied to its select. */
function SelectField({ id, label, value, disabled, onChange, children }: SelectFieldProps) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </Field>
  );
}

/** A select of the ages MIN_AGE to MAX_AGE. */
function AgeField({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (age: number) => void }) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(v) => onChange(Number(v))}>
      {AGES.map((age) => (
        <option key={age} value={age}>
          {age}
        </option>
      ))}
    </SelectField>
  );
}

export interface SearchFiltersProps {
  /** The criteria the results were found with (the form starts from them). */
  criteria: SearchCriteria;
  /**
   * The one gender the member seeks, which the search uses when the criteria name none (null:
   * both, or not known): "Ik zoek" shows it instead of "Mannen en vrouwen".
   */
  soughtGender: string | null;
  settings: Settings;
  busy: boolean;
  onSearch: (criteria: SearchCriteria) => void;
  onClear: () => void;
}

const formOf = (c: SearchCriteria): SearchCriteria => ({ ...c, min_age: clampAge(c.min_age), max_age: clampAge(c.max_age) });

/** The filters of the member search: only the fields in settings.search_fields. */
export function SearchFilters({ criteria, soughtGender, settings, busy, onSearch, onClear }: SearchFiltersProps) {
  const { t } = useT('members');
  const id = useId();
  /** Small screens: the filters open below their summary. */
  const [open, setOpen] = useState(false);
  const fields = new Set(settings.search_fields);
  const [form, setForm] = useState<SearchCriteria>(() => formOf(criteria));
  const regions = useRegions();
  const needsRegions = fields.has('countryregion') || fields.has('country');

  // The store's criteria change from outside (e.g. cleared): follow them.
  const { gender, country, countryregion, min_age: minAge, max_age: maxAge } = criteria;
  useEffect(
    () => setForm(formOf({ gender, country, countryregion, min_age: minAge, max_age: maxAge })),
    [gender, country, countryregion, minAge, maxAge],
  );
  useEffect(() => {
    if (needsRegions) loadRegions().catch(() => undefined);
  }, [needsRegions]);

  const set = (patch: Partial<SearchCriteria>) => setForm((f) => ({ ...f, ...patch }));
  const countryOf = (code: string): CountryRegions | undefined => regions?.find((c) => c.code === code);
  const regionOptions = form.country ? (countryOf(form.country)?.regions ?? []) : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(false);
    onSearch(form);
  };

  const summary = filterSummary(criteria, soughtGender, fields, (code) => countryOf(code)?.name ?? code, regions, t);

  return (
    <Wrap>
      <Summary>
        <p data-testid="filter-summary">{summary}</p>
        <Button variant="outline" aria-expanded={open} aria-controls={`${id}-filters`} onClick={() => setOpen((o) => !o)}>
          {t('search.filters.open')}
        </Button>
      </Summary>
      <Form id={`${id}-filters`} data-open={open} onSubmit={submit} aria-label={t('search.filters.legend')} role="search">
        {fields.has('gender') && (
          <SelectField
            id={`${id}-gender`}
            label={t('search.filters.gender')}
            value={form.gender || soughtGender || ''}
            onChange={(v) => set({ gender: v })}
          >
            {!soughtGender && <option value="">{t('search.filters.genderAny')}</option>}
            <option value="female">{t('search.filters.genderFemale')}</option>
            <option value="male">{t('search.filters.genderMale')}</option>
          </SelectField>
        )}
        {fields.has('country') && (
          <SelectField
            id={`${id}-country`}
            label={t('search.filters.country')}
            value={form.country}
            onChange={(v) => set({ country: v, countryregion: '' })}
          >
            <option value="">{t('search.filters.countryAny')}</option>
            {settings.countries.map((code) => (
              <option key={code} value={code}>
                {countryOf(code)?.name ?? code}
              </option>
            ))}
          </SelectField>
        )}
        {fields.has('countryregion') && (
          <SelectField
            id={`${id}-region`}
            label={t('search.filters.region')}
            value={form.countryregion}
            disabled={regionOptions.length === 0}
            onChange={(v) => set({ countryregion: v })}
          >
            <option value="">{t('search.filters.regionAny')}</option>
            {regionOptions.map((region) => (
              <option key={region.id} value={regionParam(form.country, region.code)}>
                {region.name}
              </option>
            ))}
          </SelectField>
        )}
        {fields.has('min_age') && (
          <AgeField
            id={`${id}-min`}
            label={t('search.filters.minAge')}
            value={form.min_age}
            onChange={(min) => set({ min_age: min, ...(min > form.max_age ? { max_age: min } : {}) })}
          />
        )}
        {fields.has('max_age') && (
          <AgeField
            id={`${id}-max`}
            label={t('search.filters.maxAge')}
            value={form.max_age}
            onChange={(max) => set({ max_age: max, ...(max < form.min_age ? { min_age: max } : {}) })}
          />
        )}
        <Buttons>
          <Button type="submit" disabled={busy}>
            {t('search.filters.submit')}
          </Button>
          <Button variant="outline" onClick={onClear}>
            {t('search.filters.clear')}
          </Button>
        </Buttons>
      </Form>
    </Wrap>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Een vrouw · 25–40 jaar · Utrecht": what the results were found with, in one line. */
function filterSummary(
  criteria: SearchCriteria,
  soughtGender: string | null,
  fields: ReadonlySet<string>,
  countryName: (code: string) => string,
  regions: CountryRegions[] | null,
  t: Translate,
): string {
  const parts: string[] = [];
  if (fields.has('gender')) {
    const gender = criteria.gender || soughtGender || '';
    parts.push(gender === 'female' ? t('search.filters.genderFemale') : gender === 'male' ? t('search.filters.genderMale') : t('search.filters.genderAny'));
  }
  if (fields.has('min_age') || fields.has('max_age')) {
    parts.push(t('search.filters.ages', { min: clampAge(criteria.min_age), max: clampAge(criteria.max_age) }));
  }
  const region = criteria.countryregion
    ? regions?.find((c) => c.code === criteria.country)?.regions.find((r) => regionParam(criteria.country, r.code) === criteria.countryregion)
    : undefined;
  if (region) parts.push(region.name);
  else if (criteria.country && fields.has('country')) parts.push(countryName(criteria.country));
  return parts.join(' · ');
}
