import { useMemo, useState } from 'react';
import { useT } from 'shared-kernel/i18n';
import { LocationFields, type LocationValue } from 'shared-kernel/ui/LocationFields';
import { useProfileStep } from '../hooks/useProfileStep';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

/** Step 2: country (of the site's countries), region of that country and city → PUT /api/profile.php. */
export function LocationStep({ profile, settings, ...step }: StepProps) {
  const { t } = useT('auth');

  const countries = useMemo(
    () => (profile.country && !settings.countries.includes(profile.country) ? [...settings.countries, profile.country] : settings.countries),
    [profile.country, settings.countries],
  );
  const initialCountry = profile.country || (countries.includes(settings.geoip_selected_country) ? settings.geoip_selected_country : (countries[0] ?? ''));
  const [location, setLocation] = useState<LocationValue>({ country: initialCountry, region_id: profile.region_id, city: profile.city });
  const frame = useProfileStep(step, { ...location, city: location.city.trim() });

  return (
    <StepFrame title={t('completeSignup.location.title')} intro={t('completeSignup.location.intro')} {...frame}>
      <LocationFields value={location} onChange={setLocation} countries={countries} />
    </StepFrame>
  );
}
