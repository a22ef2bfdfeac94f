import { useEffect, useId, useRef, useState, type JSX } from 'react';
import styled from 'styled-components';
import type { Geolocation } from 'shared-kernel/contract';
import { CITY_MAX_LENGTH } from 'shared-kernel/contract/profile-rules';
import { useT } from 'shared-kernel/i18n';
import { KERNEL_NS } from 'shared-kernel/i18n/kernel';
import { locate, useGeolocation } from 'shared-kernel/stores/geolocation';
import { loadRegions, useRegions } from 'shared-kernel/stores/regions';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, Hint, Input, Select } from 'shared-kernel/ui/FormParts';
import { Spinner } from 'shared-kernel/ui/Spinner';

export interface LocationValue {
  country: string;
  region_id: number | null;
  city: string;
}

export interface LocationFieldsProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Country codes to choose from, in this order (e.g. the site's countries). */
  countries: readonly string[];
}

const LocateRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  margin: 0 0 16px;
`;

/**
 * The result of the browser's position applied to the fields: country, region and city when the
 * place lies in one of the offered countries, else only the city.
 */
export function applyGeolocation(value: LocationValue, place: Geolocation, countries: readonly string[]): LocationValue {
  if (!countries.includes(place.country)) return { ...value, city: place.city };
  return { country: place.country, region_id: place.region_id, city: place.city };
}

/**
 * Country, region (of that country, from /api/regions.php) and city, with a button that fills them
 * from the browser's position (GET /api/geocode.php). Controlled: `onChange` receives the whole value.
 */
export function LocationFields({ value, onChange, countries }: LocationFieldsProps): JSX.Element {
  const { t } = useT(KERNEL_NS);
  const id = useId();
  const regions = useRegions();
  const [regionsFailed, setRegionsFailed] = useState(false);
  useEffect(() => {
    loadRegions().catch(() => setRegionsFailed(true));
  }, []);

  const { permission, locating } = useGeolocation();
  const [outcome, setOutcome] = useState<{ found: string } | 'notFound' | null>(null);

  // The answer arrives later: apply it to the value as it is then, and not after unmounting.
  const latest = useRef({ value, onChange, countries });
  latest.current = { value, onChange, countries };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fillFromPosition = async () => {
    setOutcome(null);
    const place = await locate();
    if (!mounted.current) return;
    if (!place) {
      setOutcome('notFound');
      return;
    }
    const current = latest.current;
    current.onChange(applyGeolocation(current.value, place, current.countries));
    setOutcome({ found: place.region ? `${place.city}, ${place.region}` : place.city });
  };

  const countryName = (code: string) => regions?.find((c) => c.code === code)?.name ?? code;
  const countryRegions = regions?.find((c) => c.code === value.country)?.regions ?? [];
  const deniedHintId = `${id}-denied`;

  return (
    <>
      {permission !== 'unsupported' && (
        <LocateRow>
          <Button
            variant="outline"
            size="sm"
            disabled={locating}
            aria-describedby={permission === 'denied' ? deniedHintId : undefined}
            onClick={() => void fillFromPosition()}
          >
            {t('locationFields.useLocation')}
          </Button>
          {locating && <Spinner size={20} block={false} label={t('locationFields.locating')} />}
          {permission === 'denied' && <Hint id={deniedHintId}>{t('locationFields.denied')}</Hint>}
          {outcome === 'notFound' && <Alert variant="warning">{t('locationFields.notFound')}</Alert>}
          {outcome && outcome !== 'notFound' && (
            <Alert variant="success">{t('locationFields.found', { place: outcome.found })}</Alert>
          )}
        </LocateRow>
      )}
      {!regions && !regionsFailed && <Spinner size={24} label={t('locationFields.loadingRegions')} />}
      {regionsFailed && <Alert variant="info">{t('locationFields.regionsFailed')}</Alert>}
      <Field>
        <label htmlFor={`${id}-country`}>{t('locationFields.country')}</label>
        <Select
          id={`${id}-country`}
          value={value.country}
          autoComplete="country"
          onChange={(e) => onChange({ ...value, country: e.target.value, region_id: null })}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </Select>
      </Field>
      {countryRegions.length > 0 && (
        <Field>
          <label htmlFor={`${id}-region`}>{t('locationFields.region')}</label>
          <Select
            id={`${id}-region`}
            value={value.region_id === null ? '' : String(value.region_id)}
            onChange={(e) => onChange({ ...value, region_id: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('locationFields.noRegion')}</option>
            {countryRegions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field>
        <label htmlFor={`${id}-city`}>{t('locationFields.city')}</label>
        <Input
          id={`${id}-city`}
          value={value.city}
          maxLength={CITY_MAX_LENGTH}
          autoComplete="address-level2"
          onChange={(e) => onChange({ ...value, city: e.target.value })}
        />
      </Field>
    </>
  );
}
