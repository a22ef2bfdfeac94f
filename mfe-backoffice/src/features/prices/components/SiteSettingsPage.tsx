import { useState, type FormEvent } from 'react';
import type { SiteSettingsEntry, SiteSwitches } from 'shared-kernel/contract/admin-prices';
import { SIGNUP_MODES, type SignupMode } from 'shared-kernel/contract/admin-prices-rules';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, Fieldset, Select, TextArea } from 'shared-kernel/ui/FormParts';
import { Loaded, useErrorText } from 'shared-kernel/ui/LoadError';
import { TextField } from 'shared-kernel/ui/TextField';
import { loadSiteSettings, saveSiteSettings } from '../api/prices';
import { Check, Panel } from './parts';
import '../i18n';

type Message = { ok: boolean; text: string } | null;

const isSignupMode = (v: string): v is SignupMode => (SIGNUP_MODES as readonly string[]).includes(v);

/** "nl, de" → ['NL', 'DE']; null when a part is not a two-letter code. */
function countriesOf(text: string): string[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim().toUpperCase())
    .filter(Boolean);
  return parts.every((p) => /^[A-Z]{2}$/.test(p)) ? [...new Set(parts)] : null;
}

function SiteForm({ entry, onSaved }: { entry: SiteSettingsEntry; onSaved: (entry: SiteSettingsEntry) => void }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<SiteSwitches>(entry.switches);
  const [countries, setCountries] = useState(entry.switches.site_entry_popup_countries.join(', '));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const set = (patch: Partial<SiteSwitches>) => setDraft((d) => ({ ...d, ...patch }));
  const id = (name: string) => `settings-${entry.domain}-${name}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const popupCountries = countriesOf(countries);
    if (!popupCountries) return setMessage({ ok: false, text: ruleText('settings.popupCountries', 'backoffice') });
    setBusy(true);
    setMessage(null);
    try {
      const { site } = await saveSiteSettings({ domain: entry.domain, switches: { ...draft, site_entry_popup_countries: popupCountries } });
      setDraft(site.switches);
      setCountries(site.switches.site_entry_popup_countries.join(', '));
      onSaved(site);
      setMessage({ ok: true, text: t('settings.saved', { domain: site.domain }) });
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby={id('heading')} style={{ maxWidth: 760 }}>
      <h2 id={id('heading')}>{entry.domain}</h2>
      <form onSubmit={(e) => void submit(e)}>
        <Field>
          <label htmlFor={id('signups')}>{t('settings.signups')}</label>
          <Select id={id('signups')} value={draft.signups} onChange={(e) => isSignupMode(e.target.value) && set({ signups: e.target.value })}>
            {SIGNUP_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`settings.signupModes.${m}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Fieldset>
          <legend>{t('settings.search')}</legend>
          <div style={{ display: 'grid', gap: 8 }}>
            <Check label={t('settings.loggedOutSearch')} checked={draft.logged_out_search} onChange={(v) => set({ logged_out_search: v })} />
            <Check label={t('settings.loggedOutSearchTrafficsource')} checked={draft.logged_out_search_trafficsource} onChange={(v) => set({ logged_out_search_trafficsource: v })} />
          </div>
        </Fieldset>
        <Fieldset>
          <legend>{t('settings.resell')}</legend>
          <Check label={t('settings.memberResell')} checked={draft.member_resell} onChange={(v) => set({ member_resell: v })} />
        </Fieldset>
        <Fieldset>
          <legend>{t('settings.entry')}</legend>
          <div style={{ display: 'grid', gap: 8 }}>
            <Check label={t('settings.entryPopup')} checked={draft.enable_site_entry_popup === 'yes'} onChange={(v) => set({ enable_site_entry_popup: v ? 'yes' : 'no' })} />
            <TextField label={t('settings.entryCountries')} value={countries} onValueChange={setCountries} autoComplete="off" />
          </div>
        </Fieldset>
        <Fieldset>
          <legend>{t('settings.fictional')}</legend>
          <Field>
            <label htmlFor={id('warning')}>{t('settings.warning')}</label>
            <TextArea id={id('warning')} rows={4} value={draft.fictional_warning} onChange={(e) => set({ fictional_warning: e.target.value })} />
          </Field>
          <TextField label={t('settings.singular')} value={draft.fictional_singular} onValueChange={(v) => set({ fictional_singular: v })} />
          <TextField label={t('settings.plural')} value={draft.fictional_plural} onValueChange={(v) => set({ fictional_plural: v })} />
        </Fieldset>
        {message && (
          <Alert variant={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'} style={{ marginBottom: 12 }}>
            {message.text}
          </Alert>
        )}
        <Button type="submit" disabled={busy} style={{ minHeight: 44 }}>
          {busy ? t('settings.busy') : t('settings.save')}
        </Button>
      </form>
    </Panel>
  );
}

function Sites({ initial }: { initial: SiteSettingsEntry[] }) {
  const { t } = useT('backoffice');
  const [domain, setDomain] = useState(initial[0]?.domain ?? '');
  const [sites, setSites] = useState(initial);
  const entry = sites.find((s) => s.domain === domain);
  return (
    <>
      <Field style={{ maxWidth: 320 }}>
        <label htmlFor="settings-site">{t('settings.site')}</label>
        <Select id="settings-site" value={domain} onChange={(e) => setDomain(e.target.value)}>
          {sites.map((s) => (
            <option key={s.domain} value={s.domain}>
              {s.domain}
            </option>
          ))}
        </Select>
      </Field>
      {entry && <SiteForm key={entry.domain} entry={entry} onSaved={(saved) => setSites((list) => list.map((s) => (s.domain === saved.domain ? saved : s)))} />}
    </>
  );
}

/** /admin/settings (admins): the site switches of SPEC §3 per site variant, live at once. */
export default function SiteSettingsPage() {
  const { t } = useT('backoffice');
  return (
    <>
      <h1>{t('settings.heading')}</h1>
      <p>{t('settings.intro')}</p>
      <Loaded load={loadSiteSettings} loadingLabel={t('settings.loading')}>
        {(data) => <Sites initial={data.sites} />}
      </Loaded>
    </>
  );
}
