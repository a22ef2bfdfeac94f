import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import uPlot from 'uplot';
import { mockDashboardDays, setMockStaff } from 'shared-kernel/testing/admin';
import { server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { resetStaffState } from '../../../components/staffSession';

jest.mock('uplot', () => jest.fn().mockImplementation(() => ({ setSize: jest.fn(), destroy: jest.fn() })));
const chartMock = uPlot as unknown as jest.Mock;

useMockApi();
beforeEach(() => {
  resetStaffState();
  chartMock.mockClear();
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
});

describe('DashboardPage', () => {
  it('shows the last 30 days as charts and, beside them, as numbers per day', async () => {
    setMockStaff('support');
    renderRemoteAt(App, '/admin');
    const table = await screen.findByRole('table', { name: 'Cijfers per dag' });
    const days = mockDashboardDays();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    // Newest first, every figure of the day.
    const newest = days[days.length - 1]!;
    const cells = within(rows[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toBe(String(newest.signups));
    expect(cells[1]).toBe(String(newest.activations));
    expect(cells[2]).toBe(String(newest.paying_members));
    expect(cells[3]?.replace(/\s/g, ' ')).toBe(`€ ${(newest.revenue_cents / 100).toFixed(2).replace('.', ',')}`);
    expect(cells[4]).toBe(String(newest.messages));
    expect(cells[5]).toBe(String(newest.open_reports));
    expect(screen.getByText('Open meldingen nu').nextSibling).toHaveTextContent(String(newest.open_reports));
    // Five charts, each given the days and that figure.
    await waitFor(() => expect(chartMock).toHaveBeenCalledTimes(5));
    const [, data] = chartMock.mock.calls.find(([opts]) => (opts as uPlot.Options).series[1]?.label === 'Berichten')! as [uPlot.Options, number[][]];
    expect(data[1]).toEqual(days.map((d) => d.messages));
    expect(data[0]).toHaveLength(30);
    for (const key of ['members', 'payments', 'revenue', 'messages', 'reports']) expect(document.querySelector(`[data-figure="${key}"]`)).not.toBeNull();
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    setMockStaff('admin');
    let fail = true;
    server.use(
      mswHttp.get('*/api/admin/dashboard', () =>
        fail ? HttpResponse.json({ error: 'internal_error', message: 'Er is een fout opgetreden, probeer het later opnieuw.' }, { status: 400 }) : undefined,
      ),
    );
    renderRemoteAt(App, '/admin');
    expect(await screen.findByText('Er is een fout opgetreden, probeer het later opnieuw.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('table', { name: 'Cijfers per dag' })).toBeInTheDocument();
  });

  it('shows a spinner while the figures load', async () => {
    setMockStaff('admin');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(mswHttp.get('*/api/admin/dashboard', async () => held.then(() => undefined)));
    renderRemoteAt(App, '/admin');
    expect(await screen.findByText('Cijfers worden geladen...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table', { name: 'Cijfers per dag' })).toBeInTheDocument();
  });
});
