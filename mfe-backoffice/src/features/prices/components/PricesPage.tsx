import { useState, type FormEvent } from 'react';
import type { AdminBundle, AdminPrices } from 'shared-kernel/contract/admin-prices';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { formatPricePerCredit } from 'shared-kernel/i18n/format';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, Select } from 'shared-kernel/ui/FormParts';
import { Loaded, useErrorText } from 'shared-kernel/ui/LoadError';
import { TextField } from 'shared-kernel/ui/TextField';
import { loadPrices, saveBundle } from '../api/prices';
import { amountText, centsOf, Check, FormGrid, Muted, Panel } from './parts';
import '../i18n';

type Country = AdminPrices['countries'][number];
type Message = { ok: boolean; text: string } | null;

interface Draft {
  credits: string;
  price: string;
  sort: string;
  active: boolean;
}
const draftOf = (b: AdminBundle): Draft => ({ credits: String(b.credits), price: amountText(b.price), sort: String(b.sort), active: b.active });

/**
 * One bundle's form, or (no `bundle`) the form of a new one. The numbers are checked here first
 * with the API's own texts; the API checks them again with the rest (currency, one per size, one
 * active left).
 */
function BundleForm({ site, country, bundle, nextSort, onSaved }: { site: string; country: Country; bundle?: AdminBundle; nextSort: number; onSaved: (b: AdminBundle, created: boolean) => void }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Draft>(bundle ? draftOf(bundle) : { credits: '', price: '', sort: String(nextSort), active: true });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const idBase = `bundle-${country.country}-${bundle?.id ?? 'new'}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const credits = Number(draft.credits);
    const price = centsOf(draft.price);
    const sort = Number(draft.sort);
    if (!Number.isInteger(credits) || credits < 1) return setMessage({ ok: false, text: ruleText('prices.creditsInvalid', 'backoffice') });
    if (!Number.isInteger(price) || price < 1) return setMessage({ ok: false, text: ruleText('prices.priceInvalid', 'backoffice') });
    if (!Number.isInteger(sort) || sort < 0) return setMessage({ ok: false, text: ruleText('prices.sortInvalid', 'backoffice') });
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveBundle({ id: bundle?.id ?? null, site_domain: site, country: country.country, currency: country.currency, credits, price, sort, active: draft.active });
      onSaved(saved.bundle, !bundle);
      if (bundle) {
        setDraft(draftOf(saved.bundle));
        setMessage({ ok: true, text: t('prices.saved') });
      } else {
        setDraft({ credits: '', price: '', sort: String(saved.bundle.sort + 1), active: true });
        setMessage({ ok: true, text: t('prices.added', { credits: saved.bundle.credits }) });
      }
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const credits = Number(draft.credits);
  const price = centsOf(draft.price);
  return (
    <FormGrid onSubmit={(e) => void submit(e)} aria-label={bundle ? t('prices.bundleLabel', { credits: bundle.credits }) : t('prices.newHeading', { country: country.country })} data-bundle-id={bundle?.id}>
      <TextField label={t('prices.credits')} inputMode="numeric" name={`${idBase}-credits`} value={draft.credits} onValueChange={(v) => set({ credits: v })} required />
      <TextField
        label={t('prices.price')}
        inputMode="decimal"
        name={`${idBase}-price`}
        value={draft.price}
        onValueChange={(v) => set({ price: v })}
        required
      />
      <TextField label={t('prices.sort')} inputMode="numeric" name={`${idBase}-sort`} value={draft.sort} onValueChange={(v) => set({ sort: v })} />
      <Check label={t('prices.active')} checked={draft.active} onChange={(active) => set({ active })} />
      <Button type="submit" variant={bundle ? 'outline' : 'primary'} disabled={busy}>
        {bundle ? t('prices.save') : t('prices.add')}
      </Button>
      <Muted style={{ gridColumn: '1 / -1' }}>
        {[
          credits > 0 && price > 0 ? t('prices.perCredit', { price: formatPricePerCredit(price, credits, country.currency, { locale: 'nl-NL' }) }) : null,
          bundle ? t('prices.payments', { count: bundle.payments }) : null,
          bundle && !bundle.active ? t('prices.inactive') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Muted>
      {message && (
        <Alert variant={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'} style={{ gridColumn: '1 / -1', margin: 0 }}>
          {message.text}
        </Alert>
      )}
    </FormGrid>
  );
}

function Prices({ data }: { data: AdminPrices }) {
  const { t } = useT('backoffice');
  const [site, setSite] = useState(data.sites[0] ?? '');
  const [bundles, setBundles] = useState(data.bundles);
  const saved = (b: AdminBundle, created: boolean) => setBundles((list) => (created ? [...list, b] : list.map((x) => (x.id === b.id ? b : x))));

  return (
    <>
      <Field style={{ maxWidth: 320 }}>
        <label htmlFor="prices-site">{t('prices.site')}</label>
        <Select id="prices-site" value={site} onChange={(e) => setSite(e.target.value)}>
          {data.sites.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
      {data.countries.map((country) => {
        const own = bundles.filter((b) => b.site_domain === site && b.country === country.country).sort((a, b) => a.sort - b.sort || a.id - b.id);
        const headingId = `prices-${site}-${country.country}`;
        return (
          <Panel key={`${site}-${country.country}`} aria-labelledby={headingId}>
            <h2 id={headingId}>{t('prices.countryHeading', { country: country.country, currency: country.currency, vat: country.vat_rate })}</h2>
            {own.length === 0 && <p>{t('prices.none')}</p>}
            {own.map((b) => (
              <BundleForm key={b.id} site={site} country={country} bundle={b} nextSort={0} onSaved={saved} />
            ))}
            <h3>{t('prices.newHeading', { country: country.country })}</h3>
            <BundleForm key={`new-${site}`} site={site} country={country} nextSort={Math.max(-1, ...own.map((b) => b.sort)) + 1} onSaved={saved} />
          </Panel>
        );
      })}
    </>
  );
}

/** /admin/prices (admins): the credit bundles per site and country; price, size, order, on sale or not. */
export default function PricesPage() {
  const { t } = useT('backoffice');
  return (
    <>
      <h1>{t('prices.heading')}</h1>
      <p>{t('prices.intro')}</p>
      <Loaded load={loadPrices} loadingLabel={t('prices.loading')}>
        {(data) => <Prices data={data} />}
      </Loaded>
    </>
  );
}
