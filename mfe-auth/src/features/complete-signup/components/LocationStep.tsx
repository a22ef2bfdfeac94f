import { useEffect, useId, useMemo, useState } from 'react';
import { CITY_MAX_LENGTH } from 'shared-kernel/contract/own-profile';
import { useT } from 'shared-kernel/i18n';
import { loadRegions, useRegions } from 'shared-kernel/stores/regions';
import { Alert } from 'shared-kernel/ui/Alert';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { Field, Input, Select } from '../../../components/FormParts';
import { useProfileStep } from '../hooks/useProfileStep';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

/** Step 2: country (of the site's countries), region of that country and city → PUT /api/profile.php. */
export function LocationStep({ profile, settings, ...step }: StepProps) {
  const { t } = useT('auth');
  const id = useId();
  const regions = useRegions();
  const [regionsFailed, setRegionsFailed] = useState(false);
  useEffect(() => {
    loadRegions().catch(() => setRegionsFailed(true));
  }, []);

  const countries = useMemo(
    () => (profile.country && !settings.countries.includes(profile.country) ? [...settings.countries, profile.country] : settings.countries),
    [profile.country, settings.countries],
  );
  const initialCountry = profile.country || (countries.includes(settings.geoip_selected_country) ? settings.geoip_selected_country : (countries[0] ?? ''));
  const [country, setCountry] = useState(initialCountry);
  const [regionId, setRegionId] = useState(profile.region_id !== null ? String(profile.region_id) : '');
  const [city, setCity] = useState(profile.city);
  const frame = useProfileStep(step, { country, region_id: regionId ? Number(regionId) : null, city: city.trim() });

  const countryName = (code: string) => regions?.find((c) => c.code === code)?.name ?? code;
  const countryRegions = regions?.find((c) => c.code === country)?.regions ?? [];

  return (
    <StepFrame title={t('completeSignup.location.title')} intro={t('completeSignup.location.intro')} {...frame}>
      {!regions && !regionsFailed && <Spinner size={24} label={t('completeSignup.loading')} />}
      {regionsFailed && <Alert variant="info">{t('completeSignup.location.regionsFailed')}</Alert>}
      <Field>
        <label htmlFor={`${id}-country`}>{t('completeSignup.location.country')}</label>
        <Select
          id={`${id}-country`}
          value={country}
          autoComplete="country"
          onChange={(e) => {
            setCountry(e.target.value);
            setRegionId('');
          }}
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
          <label htmlFor={`${id}-region`}>{t('completeSignup.location.region')}</label>
          <Select id={`${id}-region`} value={regionId} onChange={(e) => setRegionId(e.target.value)}>
            <option value="">{t('completeSignup.location.noRegion')}</option>
            {countryRegions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field>
        <label htmlFor={`${id}-city`}>{t('completeSignup.location.city')}</label>
        <Input
          id={`${id}-city`}
          value={city}
          maxLength={CITY_MAX_LENGTH}
          autoComplete="address-level2"
          onChange={(e) => setCity(e.target.value)}
        />
      </Field>
    </StepFrame>
  );
}
