import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus, type EventOf } from 'shared-kernel/bus';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { cardOf, mockMembers } from 'shared-kernel/testing/members';
import { callsTo, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../../app/App';

useMockApi();
beforeEach(() => {
  settingsStore.set(settingsFixture);
  // The province's members, with photos (the mock members have none); the map file (a stub address in jest).
  server.use(
    mswHttp.get('/test-asset-stub', () =>
      HttpResponse.text(readFileSync(path.join(__dirname, 'data/provinces.svg'), 'utf8'), { headers: { 'content-type': 'image/svg+xml' } }),
    ),
    mswHttp.get('/api/members.php', ({ request }) => {
      const region = new URL(request.url).searchParams.get('countryregion');
      const profiles = mockMembers
        .slice(0, 4)
        .map((m, i) => ({ ...cardOf(m), name: `${m.name} ${region}`, fictional: i === 1, main_image: { filename: `p${m.id}.jpg`, thumb_filename: `t${m.id}.jpg` } }));
      return HttpResponse.json({ profiles, page: 1, per_page: 24, numResults: profiles.length, numResultsCapped: false, similar_results: [], similar_numResults: 0 });
    }),
  );
});

describe('/landers/maplanding', () => {
  it('shows NL and BE by province with their members, and a province with the most members first', async () => {
    renderRemoteAt(App, '/landers/maplanding');
    const map = await screen.findByTestId('province-map', {}, { timeout: 5000 });
    // The map's box is there at once (its size fixed: no layout shift); its provinces come with the map file.
    await waitFor(() => expect(map.querySelectorAll('path')).toHaveLength(23), { timeout: 5000 });
    // Mock members: Utrecht, Noord-Holland, Oost-Vlaanderen, Zuid-Holland and Antwerpen, 12 each.
    // The map is a pointer shortcut, hidden from assistive technology: the list is the control.
    expect(map).toHaveAttribute('aria-hidden', 'true');
    const list = screen.getByRole('group', { name: 'Provincies en gewesten' });
    expect(await within(list).findByRole('button', { name: /^Utrecht\s*12$/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Drenthe\s*0$/ })).toBeInTheDocument();
    // Coloured by members (grey only while unknown), the count written on the province.
    const fill = (code: string) => map.querySelector(`path[data-region="${code}"]`)?.getAttribute('fill');
    expect(fill('NL-UT')).toBe('rgb(200 24 74)');
    expect(fill('NL-DR')).toBe('rgb(253 231 238)');
    expect([...map.querySelectorAll('text')].map((t) => t.textContent)).toContain('12');
    expect(screen.getByRole('heading', { name: 'Vlaanderen · 24 leden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wallonië · 0 leden' })).toBeInTheDocument();
    const panel = await screen.findByTestId('province-members');
    // Five provinces have 12: the first of them in the list.
    await waitFor(() => expect(panel).toHaveAttribute('data-region', 'NL-NH'));
    expect(screen.getByTestId('fictional-warning')).toHaveTextContent(/Sommige profielen/);
    expect(callsTo('GET', '/api/region-counts.php')).toHaveLength(1);
  });

  it('a click on a province shows its members from the search, each with the signup action', async () => {
    const requested: EventOf<'signup/requested'>[] = [];
    const sub = bus.on('signup/requested').subscribe((e) => requested.push(e));
    renderRemoteAt(App, '/landers/maplanding');
    const map = await screen.findByTestId('province-map', {}, { timeout: 5000 });
    await within(screen.getByRole('group', { name: 'Provincies en gewesten' })).findByRole('button', { name: /^Antwerpen\s*12$/ });
    fireEvent.click(map.querySelector('path[data-region="BE-VAN"]')!);
    const panel = await screen.findByTestId('province-members');
    expect(panel).toHaveAttribute('data-region', 'BE-VAN');
    expect(within(panel).getByRole('heading', { name: 'Singles in Antwerpen' })).toBeInTheDocument();
    expect(within(panel).getByText('12 leden in Antwerpen. Meld je gratis aan om iedereen te zien.')).toBeInTheDocument();
    await within(panel).findAllByText(/BE-VAN/);
    expect(new URLSearchParams(callsTo('GET', '/api/members.php').at(-1)?.search).get('countryregion')).toBe('BE-VAN');
    expect(panel.querySelector('[data-fictional="true"]')).toHaveTextContent(settingsFixture.fictional_singular);
    fireEvent.click(within(panel).getAllByRole('button')[0]!);
    fireEvent.click(within(panel).getByRole('button', { name: 'Gratis aanmelden in Antwerpen' }));
    await waitFor(() => expect(requested).toHaveLength(2));
    sub.unsubscribe();
    expect(requested[0]).toMatchObject({ source: 'lander-maplanding' });
  });

  it('the list chooses a province too, and a campaign starts with its own', async () => {
    renderRemoteAt(App, '/landers/maplanding/amsterdam');
    await waitFor(() => expect(screen.getByTestId('province-members').dataset.region).toBe('NL-NH'), { timeout: 5000 });
    const list = screen.getByRole('group', { name: 'Provincies en gewesten' });
    fireEvent.click(within(list).getByRole('button', { name: /^Luik/ }));
    expect((await screen.findByTestId('province-members')).dataset.region).toBe('BE-WLG');
    expect(within(list).getByRole('button', { name: /^Luik/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('province-map').querySelector('path[data-region="BE-WLG"]')).toHaveAttribute('data-selected', 'true');
  });
});
