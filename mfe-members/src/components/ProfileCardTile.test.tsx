import { screen, within } from '@testing-library/react';
import type { ProfileCard } from 'shared-kernel/contract';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { CardGrid, ProfileCardTile } from './ProfileCardTile';

const card = (patch: Partial<ProfileCard> = {}): ProfileCard => ({
  id: 3003,
  name: 'Iris',
  age: 41,
  city: 'Rotterdam',
  country: 'NL',
  fictional: false,
  cam: false,
  main_image: { filename: 'photos/i.jpg', thumb_filename: 'photos/i_thumb.jpg' },
  ...patch,
});

const renderTile = (profile: ProfileCard, labelled?: boolean) =>
  renderWithTheme(
    <CardGrid>
      <ProfileCardTile profile={profile} labelled={labelled} />
    </CardGrid>,
  );

beforeEach(() => settingsStore.set(settingsFixture));

describe('ProfileCardTile', () => {
  it('shows a plain card without the cam badge', () => {
    const { container } = renderTile(card());
    expect(screen.getByRole('link', { name: 'Iris, 41 jaar, Rotterdam' })).toHaveAttribute('href', '/members/3003');
    expect(screen.queryByText('Live cam')).not.toBeInTheDocument();
    const tile = container.querySelector('[data-profile-id="3003"]')!;
    expect(tile).not.toHaveAttribute('data-cam');
    expect(getComputedStyle(tile).borderTopWidth).not.toBe('3px');
  });

  it('shows a cam profile as the cam card type: "Live cam" badge on the photo, accent border, named in the label', () => {
    const { container } = renderTile(card({ cam: true }));
    const tile = container.querySelector('[data-profile-id="3003"]')!;
    expect(tile).toHaveAttribute('data-cam', 'true');
    expect(getComputedStyle(tile).borderTopWidth).toBe('3px');
    expect(getComputedStyle(tile).borderTopColor).toMatch(/#c8184a|rgb\(200, 24, 74\)/i);
    const link = screen.getByRole('link', { name: 'Iris, 41 jaar, Rotterdam, Live cam' });
    const badge = within(link).getByText('Live cam');
    // On the photo, next to the image.
    expect(badge.parentElement!.querySelector('img')).toHaveAttribute('alt', 'Foto van Iris');
  });

  it('keeps the fictional flag visible on a fictional cam card', () => {
    renderTile(card({ cam: true, fictional: true }));
    const link = screen.getByRole('link', { name: `Iris, 41 jaar, Rotterdam, Live cam, ${settingsFixture.fictional_singular}` });
    expect(within(link).getByText('Live cam')).toBeVisible();
    expect(within(link).getByText(settingsFixture.fictional_singular)).toBeVisible();
  });

  it('names the badge in the link text when the link is not labelled', () => {
    renderTile(card({ cam: true }), false);
    expect(screen.getByRole('link')).toHaveTextContent('Live cam');
  });
});
