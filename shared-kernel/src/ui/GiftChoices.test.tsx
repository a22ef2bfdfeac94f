import { fireEvent, render, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { useState } from 'react';
import type { Gift } from 'shared-kernel/contract';
import { mockGifts } from 'shared-kernel/testing/gifts';
import { callsTo, server, useMockApi } from 'shared-kernel/testing/server';
import { RemoteProviders } from 'shared-kernel/remote';
import { GiftCatalogue, GiftChoices } from './GiftChoices';

useMockApi();

function Harness({ open = true, disabled = false, costOf = (g: Gift) => g.credits }: { open?: boolean; disabled?: boolean; costOf?: (g: Gift) => number }) {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <GiftCatalogue open={open}>
      {(gifts) => (
        <>
          <GiftChoices gifts={gifts} inputName="gift" chosen={chosen} onChoose={setChosen} costOf={costOf} disabled={disabled} />
          <p>gekozen: {gifts.find((g) => g.id === chosen)?.name ?? 'niets'}</p>
        </>
      )}
    </GiftCatalogue>
  );
}

const renderHarness = (props: Parameters<typeof Harness>[0] = {}) => render(<Harness {...props} />, { wrapper: RemoteProviders });

describe('GiftCatalogue with GiftChoices', () => {
  it('loads the catalogue and offers each gift with its picture, name and price as one choice', async () => {
    renderHarness();
    expect(screen.getByText('Cadeaus worden geladen...')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Kies een cadeau' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(mockGifts.length);
    const roos = within(group).getByRole('radio', { name: 'Roos 25 credits' }).closest('label')!;
    expect(roos).toHaveTextContent('Roos25 credits');
    // A drawing, not the emoji (an empty box without an emoji font).
    expect(roos.querySelector('svg[data-gift-picture="roos"]')).not.toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: 'Chocolade 25 credits' }));
    expect(screen.getByText('gekozen: Chocolade')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Chocolade 25 credits' })).toBeChecked();
    expect(callsTo('GET', '/api/gifts.php')).toHaveLength(1);
  });

  it("shows the caller's price and one credit in the singular", async () => {
    renderHarness({ costOf: () => 1 });
    expect(await screen.findByRole('radio', { name: 'Roos 1 credit' })).toBeInTheDocument();
  });

  it('can be disabled while a send is under way', async () => {
    renderHarness({ disabled: true });
    const group = await screen.findByRole('group', { name: 'Kies een cadeau' });
    expect(group).toBeDisabled();
  });

  it('loads nothing while closed', () => {
    renderHarness({ open: false });
    expect(callsTo('GET', '/api/gifts.php')).toHaveLength(0);
  });

  it('says so when there are no gifts', async () => {
    server.use(mswHttp.get('/api/gifts.php', () => HttpResponse.json({ gifts: [] })));
    renderHarness();
    expect(await screen.findByText('Er zijn op dit moment geen cadeaus.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    // A refusal is not retried by the HTTP client: the failure shows at once.
    server.use(mswHttp.get('/api/gifts.php', () => HttpResponse.json({ error: 'not_found', message: 'Even geen cadeaus.' }, { status: 404 }), { once: true }));
    renderHarness();
    expect(await screen.findByRole('alert')).toHaveTextContent('Even geen cadeaus.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('group', { name: 'Kies een cadeau' })).toBeInTheDocument();
  });
});
