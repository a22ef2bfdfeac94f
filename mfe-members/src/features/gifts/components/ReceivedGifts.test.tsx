import { fireEvent, render, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { RemoteProviders } from 'shared-kernel/remote';
import { giftDate, ReceivedGifts } from './ReceivedGifts';

useMockApi();

const renderList = () =>
  render(
    <RemoteProviders>
      <ReceivedGifts />
    </RemoteProviders>,
  );

describe('ReceivedGifts', () => {
  it('lists the received gifts newest first: gift, sender with a link to the profile, Dutch date', async () => {
    logIn();
    renderList();
    const section = screen.getByRole('region', { name: 'Ontvangen cadeaus' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('🌹Roos van Sanneontvangen op 14 maart 2026');
    expect(within(items[0]!).getByRole('link', { name: 'Sanne' })).toHaveAttribute('href', '/members/3002');
    expect(items[1]).toHaveTextContent('🍫Chocolade van Evaontvangen op 2 maart 2026');
    expect(within(items[1]!).getByRole('link', { name: 'Eva' })).toHaveAttribute('href', '/members/3005');
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T08:15:00.000Z');
  });

  it('says so when there are none', async () => {
    logIn();
    server.use(mswHttp.get('*/api/gift.php', () => HttpResponse.json({ gifts: [] })));
    renderList();
    expect(await screen.findByText('Je hebt nog geen cadeaus ontvangen.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    logIn();
    server.use(mswHttp.get('*/api/gift.php', () => HttpResponse.json({ error: 'not_found', message: 'Weg.' }, { status: 404 }), { once: true }));
    renderList();
    expect(await screen.findByText('Weg.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing to a visitor', () => {
    const { container } = renderList();
    expect(container).toBeEmptyDOMElement();
  });

  it('formats dates on the Dutch calendar day', () => {
    expect(giftDate('2026-12-31T23:30:00Z')).toBe('1 januari 2027');
    expect(giftDate('2026-07-04T12:00:00Z')).toBe('4 juli 2026');
  });
});
