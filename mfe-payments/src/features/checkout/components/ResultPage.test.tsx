import { act, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { bus } from 'shared-kernel/bus';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import App from '../../../app/App';
import { answerPayments, apiError, paymentFixture } from '../../../testing/payments';
import { POLL } from '../hooks/usePayment';

useMockApi();

const SPEC_FAILED = 'De betaling is mislukt of geannuleeerd.';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const checks = () => callsTo('GET', '/api/payment.php').length;

/** Lets the poll's pause pass (fake timers), and the answer arrive. */
async function passPause(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('ResultPage (/credits/{id}/{method}?payment={id})', () => {
  it('completed: the credits received, links on, and the member is loaded again (premium)', async () => {
    logIn();
    answerPayments(paymentFixture({ state: 'completed', paid_at: '2026-11-20T10:16:00.000Z' }));
    server.use(mswHttp.get('*/api/user.php', () => Response.json({ user: { ...sessionStore.get().user!, credits: 285, paid_user: true } })));
    renderRemoteAt(App, '/credits/3/ideal?payment=1001');
    expect(await heading('Betaling geslaagd')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bedankt! Je hebt 250 credits ontvangen.');
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'Mijn transacties' })).toHaveAttribute('href', '/transactions');
    await waitFor(() => expect(sessionStore.get().user).toMatchObject({ credits: 285, paid_user: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Je hebt nu 285 credits.');
    expect(screen.getByRole('status')).toHaveTextContent("Als premium lid zie je alle foto's van andere leden en kun je 25 foto's op je profiel zetten.");
    expect(callsTo('GET', '/api/payment.php')[0]!.search).toBe('?id=1001');
    // The balance follows the live `credits` event (SSE → bus → session store).
    act(() => bus.emit({ type: 'credits/changed', credits: 300 }));
    expect(screen.getByRole('status')).toHaveTextContent('Je hebt nu 300 credits.');
  });

  it.each([
    ['creditcard', true],
    ['ideal', false],
    ['paypal', false],
  ] as const)('failed with %s: the SPEC text, a retry, and PayPal only after a credit card (%s)', async (method, paypal) => {
    logIn();
    answerPayments(paymentFixture({ method, state: 'failed' }));
    renderRemoteAt(App, `/credits/3/${method}?payment=1001`);
    expect(await heading('Betaling mislukt')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SPEC_FAILED);
    // Without ?payment: a new attempt for the same bundle and method.
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', `/credits/3/${method}`);
    const payPal = screen.queryByRole('link', { name: 'Betalen met PayPal' });
    if (paypal) expect(payPal).toHaveAttribute('href', '/credits/3/paypal');
    else expect(payPal).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Andere betaalmethode kiezen' })).toHaveAttribute('href', '/credits/3');
  });

  it('cancelled: the same SPEC text and retry', async () => {
    logIn();
    answerPayments(paymentFixture({ method: 'creditcard', state: 'cancelled' }));
    renderRemoteAt(App, '/credits/3/creditcard?payment=1001');
    expect(await heading('Betaling mislukt')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SPEC_FAILED);
    expect(screen.getByRole('link', { name: 'Betalen met PayPal' })).toBeInTheDocument();
  });

  it('pending: explains bank transfer takes 1 to 3 working days', async () => {
    logIn();
    answerPayments(paymentFixture({ method: 'banktransfer', state: 'pending' }));
    renderRemoteAt(App, '/credits/3/banktransfer?payment=1001');
    expect(await heading('Betaling in behandeling')).toBeInTheDocument();
    expect(screen.getByText(/Een overboeking kan 1 tot 3 werkdagen duren./)).toBeInTheDocument();
  });

  it('pending: polls with growing pauses, flips to completed, then stops', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      logIn();
      const pending = paymentFixture({ method: 'creditcard', state: 'pending' });
      answerPayments(pending, pending, paymentFixture({ method: 'creditcard', state: 'completed', paid_at: '2026-11-20T10:20:00.000Z' }));
      renderRemoteAt(App, '/credits/3/creditcard?payment=1001');
      expect(await heading('Betaling in behandeling')).toBeInTheDocument();
      expect(screen.getByText('We wachten nog op de bevestiging van je betaling. Dat duurt meestal een paar minuten.')).toBeInTheDocument();
      expect(checks()).toBe(1);

      await passPause(POLL.firstMs - 1);
      expect(checks()).toBe(1);
      await passPause(1);
      await waitFor(() => expect(checks()).toBe(2));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Betaling in behandeling');

      // The next pause is longer.
      await passPause(POLL.firstMs);
      expect(checks()).toBe(2);
      await passPause(POLL.firstMs * POLL.factor - POLL.firstMs);
      expect(await heading('Betaling geslaagd')).toBeInTheDocument();
      expect(screen.getByText('Bedankt! Je hebt 250 credits ontvangen.')).toBeInTheDocument();

      // Final: no more checks.
      await passPause(POLL.maxMs * 2);
      expect(checks()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops polling when the page goes away', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      logIn();
      answerPayments(paymentFixture({ state: 'pending' }));
      const view = renderRemoteAt(App, '/credits/3/ideal?payment=1001');
      expect(await heading('Betaling in behandeling')).toBeInTheDocument();
      view.unmount();
      await passPause(POLL.maxMs * 3);
      expect(checks()).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a missing or foreign payment (404) is not found', async () => {
    logIn();
    renderRemoteAt(App, '/credits/3/ideal?payment=99999');
    expect(await heading('Deze betaling kunnen we niet vinden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn transacties' })).toHaveAttribute('href', '/transactions');
  });

  it('a failed first check shows the text and a retry', async () => {
    logIn();
    answerPayments(paymentFixture({ state: 'completed' }));
    server.use(mswHttp.get('*/api/payment.php', () => apiError(400, 'validation_error', 'Ongeldige invoer.'), { once: true }));
    renderRemoteAt(App, '/credits/3/ideal?payment=1001');
    expect(await screen.findByText('Ongeldige invoer.', undefined, { timeout: 5000 })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Opnieuw proberen' }).click());
    expect(await heading('Betaling geslaagd')).toBeInTheDocument();
  });
});
