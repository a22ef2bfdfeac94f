import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { userFixture } from 'shared-kernel/testing';
import { mockBundlesResponse } from 'shared-kernel/testing/payments';
import { logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';

useMockApi();
afterEach(() => {
  delete window.ApplePaySession;
});

async function renderChoice(path = '/credits/3') {
  renderRemoteAt(App, path);
  return screen.findByRole('list', { name: 'Betaalmethoden' }, { timeout: 5000 });
}

const methodNames = (list: HTMLElement) => within(list).getAllByRole('link').map((a) => a.querySelector('strong')!.textContent);

describe('MethodChoicePage (/credits/{id})', () => {
  it('shows the bundle and the methods in the server order, Apple Pay left out without browser support', async () => {
    logIn();
    const list = await renderChoice();
    expect(screen.getByText('250 credits voor € 49,75')).toBeInTheDocument();
    expect(methodNames(list)).toEqual(['iDEAL', 'Creditcard', 'PayPal', 'Paysafecard', 'Overboeking', 'Automatische incasso']);
    expect(within(list).getByRole('link', { name: /^iDEAL/ })).toHaveAttribute('href', '/credits/3/ideal');
    expect(within(list).getByRole('link', { name: /^Creditcard/ })).toHaveAttribute('href', '/credits/3/creditcard');
    // iDEAL 2.0: the bank is chosen on iDEAL's own page.
    expect(within(list).getByRole('link', { name: /^iDEAL/ })).toHaveTextContent('Je kiest je bank op de volgende pagina van iDEAL.');
    // Direct debit is shown and leads to its own page.
    expect(within(list).getByRole('link', { name: /^Automatische incasso/ })).toHaveAttribute('href', '/directdebit?bundle=3');
    expect(screen.getByRole('link', { name: 'Ander pakket kiezen' })).toHaveAttribute('href', '/credits');
  });

  it('shows Apple Pay where the browser can pay with it', async () => {
    window.ApplePaySession = { canMakePayments: () => true };
    logIn();
    const list = await renderChoice();
    expect(methodNames(list)).toEqual(['iDEAL', 'Creditcard', 'PayPal', 'Apple Pay', 'Paysafecard', 'Overboeking', 'Automatische incasso']);
    expect(within(list).getByRole('link', { name: 'Apple Pay' })).toHaveAttribute('href', '/credits/3/applepay');
  });

  it('leaves Apple Pay out when the browser has Apple Pay but cannot pay', async () => {
    window.ApplePaySession = { canMakePayments: () => false };
    logIn();
    const list = await renderChoice();
    expect(within(list).queryByRole('link', { name: 'Apple Pay' })).not.toBeInTheDocument();
  });

  it('offers the methods of a Belgian member: Bancontact first', async () => {
    logIn({ ...userFixture, profile: { ...userFixture.profile, country: 'BE' } });
    const list = await renderChoice('/credits/1');
    expect(methodNames(list)[0]).toBe('Bancontact');
    expect(within(list).queryByRole('link', { name: /^iDEAL/ })).not.toBeInTheDocument();
    expect(screen.getByText('50 credits voor € 12,50')).toBeInTheDocument();
  });

  it('follows the methods the server lists, nothing more', async () => {
    logIn();
    server.use(mswHttp.get('*/api/bundles.php', () => HttpResponse.json({ ...mockBundlesResponse(null), methods: ['banktransfer', 'ideal'] })));
    const list = await renderChoice();
    expect(methodNames(list)).toEqual(['Overboeking', 'iDEAL']);
  });

  it('says when the bundle does not exist and leads back to the bundles', async () => {
    logIn();
    renderRemoteAt(App, '/credits/42');
    expect(await screen.findByText('Dit creditpakket bestaat niet (meer).', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kies een ander pakket' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('list', { name: 'Betaalmethoden' })).not.toBeInTheDocument();
  });
});

describe('MethodChoicePage with the welcome offer (issue 27)', () => {
  it('applies the time bonus unasked: the discounted price, the code on every method; without it on `?code=`', async () => {
    logIn({ ...userFixture, signup_date: new Date(Date.now() - 60_000).toISOString() });
    const list = await renderChoice('/credits/1');
    expect(screen.getByRole('region', { name: 'Welkomstkorting toegepast' })).toBeInTheDocument();
    expect(screen.getByText('€ 12,50').tagName).toBe('S');
    expect(within(list).getByRole('link', { name: /^iDEAL/ })).toHaveAttribute('href', '/credits/1/ideal?code=TIMEBONUS25');
    // Direct debit too (issue 27): its page gets the code.
    expect(within(list).getByRole('link', { name: /^Automatische incasso/ })).toHaveAttribute('href', '/directdebit?bundle=1&code=TIMEBONUS25');
  });

  it("after 'Zonder korting' the full price, no code on the methods, and one button to apply it again", async () => {
    logIn({ ...userFixture, signup_date: new Date(Date.now() - 60_000).toISOString() });
    const list = await renderChoice('/credits/1?code=');
    expect(screen.getByText('50 credits voor € 12,50')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /^iDEAL/ })).toHaveAttribute('href', '/credits/1/ideal');
    // The direct-debit page, which applies the offer itself, is told the member removed it.
    expect(within(list).getByRole('link', { name: /^Automatische incasso/ })).toHaveAttribute('href', '/directdebit?bundle=1&code=');
    expect(screen.getByRole('button', { name: 'Gebruik code TIMEBONUS25' })).toBeInTheDocument();
  });
});
