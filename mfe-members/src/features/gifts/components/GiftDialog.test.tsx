import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { useState } from 'react';
import { userFixture } from 'shared-kernel/testing';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { RemoteProviders } from 'shared-kernel/remote';
import { sessionStore, updateUser, type SessionState } from 'shared-kernel/stores/session';
import { GiftAction } from './GiftAction';
import { GiftDialog } from './GiftDialog';

useMockApi();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOTTE = { id: 3002, name: 'Lotte' };

/** The Idempotency-Key header of every POST /api/gift.php, in order. */
const keyHeaders: Array<string | null> = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/gift.php') keyHeaders.push(request.headers.get('idempotency-key'));
});
afterEach(() => {
  keyHeaders.length = 0;
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        openen
      </button>
      <GiftDialog open={open} onClose={() => setOpen(false)} recipient={LOTTE} />
    </>
  );
}

async function openDialog(credits = userFixture.credits) {
  logIn({ ...userFixture, credits });
  render(
    <RemoteProviders>
      <Harness />
    </RemoteProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Cadeau sturen aan Lotte' });
  await within(dialog).findByRole('group', { name: 'Kies een cadeau' });
  return dialog;
}

const postedBodies = () => callsTo('POST', '/api/gift.php').map((r) => r.body as { profile_id: number; gift_id: number; idempotency_key: string });

describe('GiftDialog', () => {
  it('shows the catalogue with picture, name and price, and the balance', async () => {
    const dialog = await openDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(4); // the mocks' part of the catalogue
    const roos = within(dialog).getByRole('radio', { name: 'Roos 25 credits' });
    expect(roos.closest('label')).toHaveTextContent('Roos25 credits');
    expect(roos.closest('label')!.querySelector('svg[data-gift-picture="roos"]')).not.toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Chocolade 25 credits' }).closest('label')!.querySelector('svg[data-gift-picture="chocolade"]')).not.toBeNull();
    expect(within(dialog).getByText('Je hebt 35 credits.')).toBeInTheDocument();
    // Nothing chosen yet: nothing to send.
    expect(within(dialog).getByRole('button', { name: 'Verstuur cadeau' })).toBeDisabled();
    // The dialog takes the focus.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('sends the chosen gift once, says so and updates the balance of the session', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Roos 25 credits' }));
    const send = within(dialog).getByRole('button', { name: 'Verstuur cadeau' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Je cadeau is verstuurd');
    expect(within(dialog).getByText('Je roos is onderweg naar Lotte.')).toBeInTheDocument();
    expect(sessionStore.get().user?.credits).toBe(10);
    expect(within(dialog).getByText('Je hebt 10 credits.')).toBeInTheDocument();

    const bodies = postedBodies();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ profile_id: 3002, gift_id: 1 });
    expect(bodies[0]!.idempotency_key).toMatch(UUID);
    expect(keyHeaders).toEqual([bodies[0]!.idempotency_key]);
  });

  it('too few credits for any gift: every gift is marked, and Verstuur cadeau is disabled with the balance, the cost and a link to buy credits', async () => {
    const dialog = await openDialog(5);
    expect(within(dialog).getAllByText('Meer dan je saldo')).toHaveLength(4);
    expect(within(dialog).getByTestId('credit-shortfall')).toHaveTextContent('Je hebt 5 credits, het goedkoopste cadeau kost 25.');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Hartje 25 credits/ }));
    const send = within(dialog).getByRole('button', { name: 'Verstuur cadeau' });
    expect(send).toBeDisabled();
    const line = within(dialog).getByTestId('credit-shortfall');
    expect(line).toHaveTextContent('Je hebt 5 credits, dit cadeau kost 25.');
    expect(within(line).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    fireEvent.click(send);
    expect(postedBodies()).toHaveLength(0);
  });

  it('marks only the gifts that cost more than the balance, and follows the balance live', async () => {
    server.use(
      mswHttp.get('*/api/gifts.php', () =>
        HttpResponse.json({
          gifts: [
            { id: 1, code: 'rose', name: 'Roos', emoji: '🌹', credits: 10 },
            { id: 2, code: 'heart', name: 'Hartje', emoji: '💖', credits: 25 },
          ],
        }),
      ),
    );
    const dialog = await openDialog(20);
    const roos = within(dialog).getByRole('radio', { name: /^Roos/ }).closest('label')!;
    const hartje = within(dialog).getByRole('radio', { name: /^Hartje/ }).closest('label')!;
    expect(roos).not.toHaveTextContent('Meer dan je saldo');
    expect(hartje).toHaveTextContent('Meer dan je saldo');
    // The cheapest is affordable: nothing to explain before a choice.
    expect(within(dialog).queryByTestId('credit-shortfall')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Hartje/ }));
    expect(within(dialog).getByRole('button', { name: 'Verstuur cadeau' })).toBeDisabled();
    expect(within(dialog).getByTestId('credit-shortfall')).toHaveTextContent('Je hebt 20 credits, dit cadeau kost 25.');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Roos/ }));
    expect(within(dialog).getByRole('button', { name: 'Verstuur cadeau' })).toBeEnabled();
    expect(within(dialog).queryByTestId('credit-shortfall')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Hartje/ }));
    // Credits bought meanwhile arrive in the session (the live credits event).
    act(() => updateUser((user) => ({ ...user, credits: 25 })));
    expect(within(dialog).getByRole('button', { name: 'Verstuur cadeau' })).toBeEnabled();
    expect(within(dialog).queryByText('Meer dan je saldo')).not.toBeInTheDocument();
  });

  it('the server stays the authority: its insufficient-credits refusal shows its text and a link to buy credits', async () => {
    server.use(
      mswHttp.post('*/api/gift.php', () =>
        HttpResponse.json({ error: 'insufficient_credits', message: 'Je hebt onvoldoende credits om dit cadeau te versturen' }, { status: 402 }),
      ),
    );
    const dialog = await openDialog(35);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hartje 25 credits' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verstuur cadeau' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Je hebt onvoldoende credits om dit cadeau te versturen');
    expect(within(alert).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits');
    expect(sessionStore.get().user?.credits).toBe(35);
  });

  it("retries a send after a 503 with the same key, and a next send gets a new one", async () => {
    let attempts = 0;
    server.use(
      mswHttp.post('*/api/gift.php', () => {
        attempts += 1;
        // The first attempt fails; later ones go on to the mock API.
        return attempts === 1 ? HttpResponse.json({ error: 'internal_error', message: 'Storing' }, { status: 503 }) : undefined;
      }),
    );
    const dialog = await openDialog(100);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Roos 25 credits' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verstuur cadeau' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('Je cadeau is verstuurd');
    await waitFor(() => expect(postedBodies()).toHaveLength(2));
    const [first, second] = postedBodies();
    expect(first!.idempotency_key).toMatch(UUID);
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
    expect(keyHeaders).toEqual([first!.idempotency_key, first!.idempotency_key]);
    expect(sessionStore.get().user?.credits).toBe(75);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Roos 25 credits' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verstuur cadeau' }));
    await waitFor(() => expect(sessionStore.get().user?.credits).toBe(50));
    const third = postedBodies()[2]!;
    expect(third.idempotency_key).toMatch(UUID);
    expect(third.idempotency_key).not.toBe(first!.idempotency_key);
  });
});

describe('GiftAction', () => {
  const renderAction = (session: SessionState) =>
    render(
      <RemoteProviders>
        <GiftAction recipient={LOTTE} session={session} />
      </RemoteProviders>,
    );

  it('sends a visitor to the login page that leads back to the profile', () => {
    renderAction({ status: 'anonymous', user: null });
    expect(screen.getByRole('link', { name: 'Log in om een cadeau te sturen' })).toHaveAttribute('href', '/login?redirect=/members/3002');
    expect(screen.queryByRole('button', { name: 'Cadeau sturen' })).not.toBeInTheDocument();
  });

  it('opens the gift dialog for a member and closes it again', async () => {
    const user = logIn();
    renderAction({ status: 'authenticated', user });
    fireEvent.click(screen.getByRole('button', { name: 'Cadeau sturen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadeau sturen aan Lotte' });
    await within(dialog).findByRole('radio', { name: 'Roos 25 credits' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
