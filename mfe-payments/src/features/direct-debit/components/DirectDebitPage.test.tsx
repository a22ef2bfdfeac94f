import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { userFixture } from 'shared-kernel/testing';
import { blockMockDirectDebit, MOCK_OTP, setMockDirectDebitLimit } from 'shared-kernel/testing/direct-debit';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { assignLocation } from '../../../utils/location';

jest.mock('../../../utils/location', () => ({ assignLocation: jest.fn() }));
const assign = jest.mocked(assignLocation);
afterEach(() => assign.mockReset());

useMockApi();

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillForm(iban = 'NL91 ABNA 0417 1643 00') {
  await screen.findByLabelText('Naam rekeninghouder', undefined, { timeout: 5000 });
  type('Naam rekeninghouder', 'J. de Vries');
  type('IBAN', iban);
  type('Straat', 'Keizersgracht');
  type('Huisnummer', '12a');
  type('Postcode', '1015 CS');
  type('Woonplaats', 'Amsterdam');
  type('Mobiel nummer', '06 12345678');
}

describe('DirectDebitPage (/directdebit)', () => {
  it('form with consent → SMS code: a wrong code says "Code ongeldig", the right one gives the credits', async () => {
    logIn();
    renderRemoteAt(App, '/directdebit?bundle=1');
    await fillForm();
    // The mandate text shown next to the consent box carries the form's values.
    expect(screen.getByTestId('mandate-text')).toHaveTextContent('IBAN: NL91ABNA0417164300');
    fireEvent.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
    expect(await screen.findByText('Geef toestemming voor de automatische incasso.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/direct-debit.php')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik geef toestemming voor deze doorlopende SEPA-machtiging.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
    const code = await screen.findByLabelText('Sms-code', undefined, { timeout: 5000 });
    expect(callsTo('POST', '/api/direct-debit.php')[0]!.body).toMatchObject({ bundle_id: 1, iban: 'NL91 ABNA 0417 1643 00', consent: true });

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Machtiging ondertekenen en betalen' }));
    expect(await screen.findByText('Code ongeldig')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Sms-code'), { target: { value: MOCK_OTP } });
    fireEvent.click(screen.getByRole('button', { name: 'Machtiging ondertekenen en betalen' }));
    expect(await screen.findByRole('heading', { name: 'Gelukt: je credits staan klaar' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Je hebt 50 credits ontvangen/)).toBeInTheDocument();
  });

  it('the mandate text reads cleanly before and after typing: placeholders first, one full stop, no dots left', async () => {
    logIn();
    renderRemoteAt(App, '/directdebit?bundle=1');
    await screen.findByLabelText('Naam rekeninghouder', undefined, { timeout: 5000 });
    const text = () => screen.getByTestId('mandate-text').textContent ?? '';
    expect(text()).toContain('Rekeninghouder: [naam rekeninghouder], [straat en huisnummer], [postcode en woonplaats]. IBAN: [IBAN].');
    expect(text()).not.toMatch(/…|\.\./);
    await fillForm();
    expect(text()).toContain('Rekeninghouder: J. de Vries, Keizersgracht 12a, 1015 CS Amsterdam. IBAN: NL91ABNA0417164300.');
    expect(text()).not.toMatch(/…|\.\.|\[/);
  });

  it('checks the IBAN in the browser with ibantools before anything is sent', async () => {
    logIn();
    renderRemoteAt(App, '/directdebit?bundle=1');
    await fillForm('NL92 ABNA 0417 1643 00');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
    expect(await screen.findByText('Ongeldig IBAN')).toBeInTheDocument();
    expect(callsTo('POST', '/api/direct-debit.php')).toHaveLength(0);
  });

  it('a blocked member sees the SPEC text and no form', async () => {
    logIn();
    blockMockDirectDebit();
    renderRemoteAt(App, '/directdebit?bundle=1');
    expect(await screen.findByText('Je account is geblokkeerd voor automatische incasso.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
  });

  it('a bundle over the limit shows the limit text', async () => {
    logIn();
    setMockDirectDebitLimit(1000);
    renderRemoteAt(App, '/directdebit?bundle=1');
    expect(await screen.findByText('Uw limiet voor automatische incasso betalingen is bereikt.', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('without a bundle it leads to the bundles', async () => {
    logIn();
    renderRemoteAt(App, '/directdebit');
    await waitFor(() => expect(screen.getByText('Kies eerst een creditpakket.')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Naar de creditpakketten' })).toHaveAttribute('href', '/credits');
  });

  it('applies the welcome offer like /credits: the discounted price, "Welkomstkorting toegepast", the code with the form, the collection at that price', async () => {
    logIn({ ...userFixture, signup_date: new Date(Date.now() - 60_000).toISOString() });
    renderRemoteAt(App, '/directdebit?bundle=1');
    expect(await screen.findByRole('region', { name: 'Welkomstkorting toegepast' }, { timeout: 5000 })).toBeInTheDocument();
    // 50 credits for € 12,50, 25 % off: € 9,37 (the server's rounding of € 3,125 off).
    expect(screen.getByText(/50 credits voor € 9,37/)).toBeInTheDocument();
    expect(screen.getByText('€ 12,50').tagName).toBe('S');
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
    fireEvent.change(await screen.findByLabelText('Sms-code', undefined, { timeout: 5000 }), { target: { value: MOCK_OTP } });
    expect(callsTo('POST', '/api/direct-debit.php')[0]!.body).toMatchObject({ bundle_id: 1, discount_code: 'TIMEBONUS25' });
    fireEvent.click(screen.getByRole('button', { name: 'Machtiging ondertekenen en betalen' }));
    expect(await screen.findByText(/Het bedrag van € 9,37 wordt/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it("after 'Zonder korting' the full price and no code with the form", async () => {
    logIn({ ...userFixture, signup_date: new Date(Date.now() - 60_000).toISOString() });
    renderRemoteAt(App, '/directdebit?bundle=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Zonder korting' }, { timeout: 5000 }));
    expect(await screen.findByText('50 credits voor € 12,50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gebruik code TIMEBONUS25' })).toBeInTheDocument();
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
    await screen.findByLabelText('Sms-code', undefined, { timeout: 5000 });
    expect(callsTo('POST', '/api/direct-debit.php')[0]!.body).not.toHaveProperty('discount_code');
  });

  it("the discount belongs to an earlier payment that can no longer be canceled: the form offers 'Ga verder met je openstaande betaling'", async () => {
    logIn({ ...userFixture, signup_date: new Date(Date.now() - 60_000).toISOString() });
    const text = 'Je hebt al een betaling met deze korting die nog niet is afgerond en niet meer kan worden geannuleerd. Ga verder met je openstaande betaling.';
    server.use(
      mswHttp.post('*/api/direct-debit.php', () => HttpResponse.json({ error: 'discount_open_payment', message: text, payment_id: 7, continue_url: 'https://pay.example/checkout/tr_7' }, { status: 409 }), { once: true }),
    );
    renderRemoteAt(App, '/directdebit?bundle=1');
    await screen.findByRole('region', { name: 'Welkomstkorting toegepast' }, { timeout: 5000 });
    await fillForm();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Stuur mij de sms-code' }));
    expect(await screen.findByText(text, undefined, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ga verder met je openstaande betaling' }));
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/tr_7');
  });
});
