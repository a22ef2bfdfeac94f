import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { answerPayments, paymentFixture } from '../../../testing/payments';

useMockApi();

const row = (id: number) => document.querySelector<HTMLElement>(`[data-transaction-id="${id}"]`)!;

describe('TransactionsPage (/transactions)', () => {
  it("lists the member's payments newest first: date, credits, method, amount and state in Dutch, each a link", async () => {
    logIn();
    renderRemoteAt(App, '/transactions');
    const list = await screen.findByRole('list', { name: 'Mijn betalingen' }, { timeout: 5000 });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/transactions/502', '/transactions/501']);
    expect(row(501)).toHaveTextContent('14 februari 2026100 creditsiDEAL€ 22,50Geslaagd');
    expect(row(502)).toHaveTextContent('2 maart 202650 creditsCreditcard€ 12,50Mislukt');
  });

  it.each([
    ['banktransfer', 'pending', 'Overboeking', 'In behandeling'],
    ['paysafecard', 'cancelled', 'Paysafecard', 'Geannuleerd'],
    ['bancontact', 'refunded', 'Bancontact', 'Terugbetaald'],
    ['applepay', 'charged_back', 'Apple Pay', 'Teruggeboekt'],
    ['paypal', 'completed', 'PayPal', 'Geslaagd'],
  ] as const)('names %s %s in Dutch', async (method, state, methodName, stateName) => {
    logIn();
    server.use(mswHttp.get('*/api/transactions.php', () => HttpResponse.json({ transactions: [paymentFixture({ method, state })] })));
    renderRemoteAt(App, '/transactions');
    await screen.findByRole('list', { name: 'Mijn betalingen' }, { timeout: 5000 });
    expect(row(1001)).toHaveTextContent(`250 credits${methodName}€ 49,75${stateName}`);
  });

  it('a direct debit credited while its collection is on its way says "Credits ontvangen", not "In behandeling"', async () => {
    logIn();
    server.use(mswHttp.get('*/api/transactions.php', () => HttpResponse.json({ transactions: [paymentFixture({ method: 'directdebit', state: 'pending', credited: true })] })));
    renderRemoteAt(App, '/transactions');
    await screen.findByRole('list', { name: 'Mijn betalingen' }, { timeout: 5000 });
    expect(row(1001)).toHaveTextContent('250 creditsAutomatische incasso€ 49,75Credits ontvangen');
    expect(row(1001)).not.toHaveTextContent('In behandeling');
  });

  it('has an empty state that leads to the bundles', async () => {
    logIn();
    server.use(mswHttp.get('*/api/transactions.php', () => HttpResponse.json({ transactions: [] })));
    renderRemoteAt(App, '/transactions');
    expect(await screen.findByText('Je hebt nog geen aankopen gedaan.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
  });
});

describe('TransactionPage (/transactions/{id})', () => {
  it('a credited direct debit on its way: the credits are there and the collection follows', async () => {
    logIn();
    answerPayments(paymentFixture({ method: 'directdebit', state: 'pending', credited: true, amount: 799 }));
    renderRemoteAt(App, '/transactions/1001');
    expect(await screen.findByTestId('collection-on-its-way', undefined, { timeout: 5000 })).toHaveTextContent(
      'Je credits staan al op je account. De incasso van € 7,99 is onderweg en wordt binnen een paar werkdagen van je rekening afgeschreven.',
    );
    expect(document.querySelector('dl')).toHaveTextContent('StatusCredits ontvangen');
  });

  it('a pending payment without credits yet stays "In behandeling" without the note', async () => {
    logIn();
    answerPayments(paymentFixture({ method: 'banktransfer', state: 'pending' }));
    renderRemoteAt(App, '/transactions/1001');
    await screen.findByRole('heading', { level: 1, name: 'Transactie HK-2026-001001' }, { timeout: 5000 });
    expect(document.querySelector('dl')).toHaveTextContent('StatusIn behandeling');
    expect(screen.queryByTestId('collection-on-its-way')).toBeNull();
  });

  it('shows one payment with a receipt download once paid', async () => {
    logIn();
    renderRemoteAt(App, '/transactions/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactie HK-2026-000501' }, { timeout: 5000 })).toBeInTheDocument();
    const details = document.querySelector('dl')!;
    expect(details).toHaveTextContent('StatusGeslaagd');
    expect(details).toHaveTextContent('KenmerkHK-2026-000501');
    expect(details).toHaveTextContent('Pakket100 credits');
    expect(details).toHaveTextContent('BetaalmethodeiDEAL');
    expect(details).toHaveTextContent('Bedrag€ 22,50');
    expect(details).toHaveTextContent('Waarvan btw (21%)€ 3,90');
    expect(details).toHaveTextContent(/Betaald op14 februari 2026 om \d\d:32/);
    expect(screen.getByRole('link', { name: 'Download bon (PDF)' })).toHaveAttribute('href', '/api/receipt.php?id=501');
    expect(screen.getByRole('link', { name: 'Alle transacties' })).toHaveAttribute('href', '/transactions');
  });

  it.each(['refunded', 'charged_back'] as const)('offers the receipt of a %s payment too', async (state) => {
    logIn();
    answerPayments(paymentFixture({ state, paid_at: '2026-11-20T10:16:00.000Z' }));
    renderRemoteAt(App, '/transactions/1001');
    expect(await screen.findByRole('link', { name: 'Download bon (PDF)' }, { timeout: 5000 })).toHaveAttribute('href', '/api/receipt.php?id=1001');
  });

  it.each(['pending', 'failed', 'cancelled'] as const)('has no receipt for a %s payment', async (state) => {
    logIn();
    answerPayments(paymentFixture({ state }));
    renderRemoteAt(App, '/transactions/1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactie HK-2026-001001' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download bon (PDF)' })).not.toBeInTheDocument();
  });

  it('a missing or foreign id (404) is not found', async () => {
    logIn();
    renderRemoteAt(App, '/transactions/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze transactie kunnen we niet vinden.' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download bon (PDF)' })).not.toBeInTheDocument();
  });
});
