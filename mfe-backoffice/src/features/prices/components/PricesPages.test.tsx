import { fireEvent, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { PRICE_RULES_NL } from '../i18n';
import { setMockStaff } from 'shared-kernel/testing/admin';
import { callsTo, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { resetStaffState } from '../../../components/staffSession';

useMockApi();
beforeEach(() => resetStaffState());

const form = (name: string) => screen.getByRole('form', { name });

describe('PricesPage', () => {
  it('changes a price in euros, refuses a wrong one with the API text, adds a bundle', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/prices');
    expect(await screen.findByRole('heading', { name: 'NL · EUR · btw 21%' }, { timeout: 5000 })).toBeInTheDocument();
    const smallest = within(screen.getByRole('region', { name: 'NL · EUR · btw 21%' })).getByRole('form', { name: 'Bundel van 25 credits' });
    expect(within(smallest).getByLabelText('Prijs (€)')).toHaveValue('7,99');
    expect(within(smallest).getByText('€ 0,32 per credit · 3 betalingen')).toBeInTheDocument();

    fireEvent.change(within(smallest).getByLabelText('Prijs (€)'), { target: { value: 'gratis' } });
    fireEvent.submit(smallest);
    expect(await within(smallest).findByText(PRICE_RULES_NL.prices.priceInvalid)).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/prices/bundle')).toHaveLength(0);

    fireEvent.change(within(smallest).getByLabelText('Prijs (€)'), { target: { value: '8,99' } });
    fireEvent.submit(smallest);
    expect(await within(smallest).findByText('Opgeslagen.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/prices/bundle').map((c) => c.body)).toEqual([
      { id: 1, site_domain: 'hartklop.nl', country: 'NL', currency: 'EUR', credits: 25, price: 899, sort: 0, active: true },
    ]);

    // A second bundle of 25 credits: the API's text.
    const added = form('Nieuwe bundel voor NL');
    fireEvent.change(within(added).getByLabelText('Credits'), { target: { value: '25' } });
    fireEvent.change(within(added).getByLabelText('Prijs (€)'), { target: { value: '5' } });
    fireEvent.submit(added);
    expect(await within(added).findByText('Er is al een bundel van 25 credits voor NL op deze site.')).toBeInTheDocument();
    fireEvent.change(within(added).getByLabelText('Credits'), { target: { value: '500' } });
    fireEvent.change(within(added).getByLabelText('Prijs (€)'), { target: { value: '110' } });
    fireEvent.submit(added);
    expect(await screen.findByText('Bundel van 500 credits toegevoegd.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Bundel van 500 credits' })).toBeInTheDocument();
  });

  it('shows the price per credit as members see it: up to 3 decimals (€ 0,275, not € 0,27)', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/prices');
    expect(await screen.findByRole('heading', { name: 'NL · EUR · btw 21%' }, { timeout: 5000 })).toBeInTheDocument();
    const added = form('Nieuwe bundel voor NL');
    fireEvent.change(within(added).getByLabelText('Credits'), { target: { value: '40' } });
    fireEvent.change(within(added).getByLabelText('Prijs (€)'), { target: { value: '11' } });
    expect(within(added).getByText('€ 0,275 per credit')).toBeInTheDocument();
  });

  it('shows the failure with a retry when the prices cannot be loaded', async () => {
    setMockStaff('admin');
    let fail = true;
    server.use(mswHttp.get('*/api/admin/prices', () => (fail ? HttpResponse.json({ error: 'internal_error', message: 'Er is een fout opgetreden, probeer het later opnieuw.' }, { status: 400 }) : undefined)));
    renderRemoteAt(App, '/admin/prices');
    expect(await screen.findByText('Er is een fout opgetreden, probeer het later opnieuw.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'BE · EUR · btw 21%' })).toBeInTheDocument();
  });

  it('is for admins only: support gets no menu entry and the page refuses', async () => {
    setMockStaff('support');
    renderRemoteAt(App, '/admin/prices');
    expect(await screen.findByRole('navigation', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prijzen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'NL · EUR · btw 21%' })).not.toBeInTheDocument();
  });
});

describe('DiscountCodesPage', () => {
  it('lists the codes, creates one (upper-case, country, methods, end date), refuses a duplicate, switches one off', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/discount-codes');
    const table = await screen.findByRole('table', { name: 'Kortingscodes, nieuwste eerst' }, { timeout: 5000 });
    expect(within(table).getByRole('rowheader', { name: 'LENTE20' }).closest('tr')).toHaveTextContent('NL · eenmaal per lid · hoogstens 100 keer in totaal · vanaf € 25,00');
    expect(within(table).getByRole('rowheader', { name: 'PAUZE50' }).closest('tr')).toHaveTextContent('Uitgeschakeld');
    expect(within(table).getByRole('rowheader', { name: 'KERST2024' }).closest('tr')).toHaveTextContent('Verlopen');

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'hartje10' } });
    fireEvent.change(screen.getByLabelText('Korting (%)'), { target: { value: '10' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Code aanmaken' }).closest('form')!);
    expect(await screen.findByText('Deze code bestaat al.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'zomer30' } });
    fireEvent.change(screen.getByLabelText('Korting (%)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'NL' } });
    fireEvent.change(screen.getByLabelText('Minimaal bestelbedrag (€)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Geldig tot en met'), { target: { value: '2099-12-31' } });
    fireEvent.change(screen.getByLabelText('Maximaal aantal keer (totaal)'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'iDEAL' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Code aanmaken' }).closest('form')!);
    expect(await screen.findByText('Code ZOMER30 is aangemaakt.')).toBeInTheDocument();
    const body = callsTo('POST', '/api/admin/discount-codes').at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'zomer30', country: 'NL', currency: 'EUR', value_percentage: 30, minimum_order_value: 2000, validity: 'once-per-user', max_uses: 200, paymentmethods: ['ideal'], user_id: null });
    expect(new Date(body.expires as string).getFullYear()).toBe(2099);
    expect(within(table).getByRole('rowheader', { name: 'ZOMER30' }).closest('tr')).toHaveTextContent('alleen iDEAL');

    fireEvent.click(screen.getByRole('button', { name: 'Code ZOMER30 uitschakelen' }));
    expect(await screen.findByText('Code ZOMER30 is uitgeschakeld.')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'ZOMER30' }).closest('tr')).toHaveTextContent('Uitgeschakeld');
    expect(screen.queryByRole('button', { name: 'Code ZOMER30 uitschakelen' })).not.toBeInTheDocument();
  });

  it('checks the percentage and amount before asking the API', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/discount-codes');
    fireEvent.change(await screen.findByLabelText('Code', {}, { timeout: 5000 }), { target: { value: 'TEVEEL' } });
    fireEvent.change(screen.getByLabelText('Korting (%)'), { target: { value: '150' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Code aanmaken' }).closest('form')!);
    expect(await screen.findByText(PRICE_RULES_NL.codes.percentageInvalid)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Korting (%)'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Minimaal bestelbedrag (€)'), { target: { value: 'veel' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Code aanmaken' }).closest('form')!);
    expect(await screen.findByText('Vul een bedrag in euro in, bijvoorbeeld 25 of 25,00.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/discount-codes')).toHaveLength(0);
  });

  it('says so when there are no codes yet', async () => {
    setMockStaff('admin');
    server.use(mswHttp.get('*/api/admin/discount-codes', () => HttpResponse.json({ codes: [], countries: [] })));
    renderRemoteAt(App, '/admin/discount-codes');
    expect(await screen.findByText('Nog geen kortingscodes.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('SiteSettingsPage', () => {
  it('closes signups and edits the fictional texts of one site; a wrong country list is refused first', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/settings');
    expect(await screen.findByRole('heading', { name: 'hartklop.nl' }, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Aanmelden'), { target: { value: 'closed' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bezoekers mogen zoeken' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Waarschuwing tonen' }));
    fireEvent.change(screen.getByLabelText('Landen (landcodes, met komma)'), { target: { value: 'nederland' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Instellingen opslaan' }).closest('form')!);
    expect(await screen.findByText(PRICE_RULES_NL.settings.popupCountries)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Landen (landcodes, met komma)'), { target: { value: 'nl, de' } });
    fireEvent.change(screen.getByLabelText('Benaming (enkelvoud)'), { target: { value: 'verzonnen profiel' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Instellingen opslaan' }).closest('form')!);
    expect(await screen.findByText('Instellingen van hartklop.nl opgeslagen.')).toBeInTheDocument();
    const body = callsTo('POST', '/api/admin/settings')[0]!.body as { domain: string; switches: Record<string, unknown> };
    expect(body.domain).toBe('hartklop.nl');
    expect(body.switches).toMatchObject({ signups: 'closed', logged_out_search: false, enable_site_entry_popup: 'no', site_entry_popup_countries: ['NL', 'DE'], fictional_singular: 'verzonnen profiel' });

    // The Belgian site has its own switches.
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: 'hartklop.be' } });
    expect(await screen.findByRole('heading', { name: 'hartklop.be' })).toBeInTheDocument();
    expect(screen.getByLabelText('Aanmelden')).toHaveValue('all');
  });
});
