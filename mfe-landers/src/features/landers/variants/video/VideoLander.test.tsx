import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, type EventOf } from 'shared-kernel/bus';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../../app/App';

useMockApi();
beforeEach(() => settingsStore.set(settingsFixture));

describe('/landers/video', () => {
  it('shows the muted inline video with its poster, fetching nothing of it before it is needed', async () => {
    renderRemoteAt(App, '/landers/video');
    const video = await screen.findByTestId<HTMLVideoElement>('lander-video', {}, { timeout: 5000 });
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/test-asset-stub');
    // jsdom has no IntersectionObserver: as on a phone, the video waits for the play button.
    expect(video).not.toHaveAttribute('src');
    expect(video).toHaveAccessibleDescription(/De video zonder geluid/);
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: /Bekijk de video/ }));
    expect(video).toHaveAttribute('src', '/test-asset-stub');
    expect(video).toHaveAttribute('controls');
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
  });

  it('shows the campaign, the members with the fictional mark, and the signup action', async () => {
    const requested: EventOf<'signup/requested'>[] = [];
    const sub = bus.on('signup/requested').subscribe((e) => requested.push(e));
    renderRemoteAt(App, '/landers/video/amsterdam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles uit Amsterdam en omgeving' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('fictional-warning')).toHaveTextContent(/Sommige profielen/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Gratis aanmelden' })[0]!);
    await waitFor(() => expect(requested).toHaveLength(1));
    sub.unsubscribe();
    expect(requested[0]).toMatchObject({ source: 'lander-video' });
  });
});
