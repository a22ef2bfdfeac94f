import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { OwnPhoto } from 'shared-kernel/contract';
import { PHOTO_LIMITS } from 'shared-kernel/contract/own-profile';
import { findMockAccount } from 'shared-kernel/testing/accounts';
import { regionsFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { interestsStore } from 'shared-kernel/stores/interests';
import { regionsStore } from 'shared-kernel/stores/regions';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

useMockApi();

beforeEach(() => {
  // Each test loads the interests itself (one test answers other ones).
  interestsStore.set(null);
  settingsStore.set(settingsFixture);
  regionsStore.set(regionsFixture);
  logIn();
});

/** The mock account of the logged-in fixture user (sanne@example.nl). */
const account = () => findMockAccount('sanne@example.nl')!;

const photo = (id: number, position: number, patch: Partial<OwnPhoto> = {}): OwnPhoto => ({
  id,
  filename: `photos/2208/p${id}.jpg`,
  thumb_filename: `photos/2208/p${id}_thumb.jpg`,
  status: 'active',
  position,
  main: position === 0,
  ...patch,
});

/** Gives the mock account these photos before the page loads. */
function withPhotos(photos: OwnPhoto[], photoLimit: number = PHOTO_LIMITS.free) {
  const a = account();
  a.profile = { ...a.profile, photos, photo_limit: photoLimit };
}

async function renderOwnProfile() {
  const view = renderRemoteAt(App, '/profile');
  // The first render loads the page's chunk (slow on a busy machine).
  await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' }, { timeout: 5000 });
  await screen.findByLabelText('Naam', {}, { timeout: 5000 });
  return view;
}

const photosSection = () => screen.getByRole('region', { name: "Foto's" });
const photoGroup = (name: string) => within(photosSection()).getByRole('group', { name });
const uploadInput = () => screen.getByLabelText('Foto toevoegen');
const imageFile = (name: string, type: string, bytes = 64): File =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
const choose = (file: File) => fireEvent.change(uploadInput(), { target: { files: [file] } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

describe('OwnProfilePage', () => {
  it('shows the own profile: photos, details and the privacy section', async () => {
    const a = account();
    a.profile = {
      ...a.profile,
      about: 'Ik hou van de zee.',
      hair_colour: 'brown',
      interests: [2],
    };
    withPhotos([photo(1, 0), photo(2, 1, { status: 'pending' })]);
    await renderOwnProfile();
    expect(callsTo('GET', '/api/profile.php')).toHaveLength(1);
    expect(document.title).toBe('Mijn profiel | Hartklop');

    expect(within(photosSection()).getByText("2 van 3 foto's")).toBeInTheDocument();
    const main = photoGroup('Foto 1, Hoofdfoto');
    const img = within(main).getByRole('img', { name: 'Foto 1 van je profiel' });
    expect(img).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/2208/p1_thumb.jpg');
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '160');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(main).queryByRole('button', { name: 'Maak hoofdfoto' })).not.toBeInTheDocument();
    const second = photoGroup('Foto 2');
    expect(within(second).getByText('Wordt beoordeeld')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Maak hoofdfoto' })).toBeEnabled();
    expect(within(second).getByRole('button', { name: 'Verwijderen' })).toBeEnabled();
    expect(uploadInput()).toBeEnabled();
    expect(uploadInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    expect(screen.getByLabelText('Naam')).toHaveValue('Sanne');
    expect(screen.getByLabelText('Over mij')).toHaveValue('Ik hou van de zee.');
    expect(screen.getByText('18 / 2000')).toBeInTheDocument();
    expect(screen.getByLabelText('Haarkleur')).toHaveDisplayValue('Bruin');
    expect(screen.getByLabelText('Oogkleur')).toHaveDisplayValue('Geen antwoord');
    expect(screen.getByLabelText('Geaardheid')).toHaveDisplayValue('Hetero');
    expect(await screen.findByRole('checkbox', { name: 'Koken' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wandelen' })).not.toBeChecked();

    const privacy = document.getElementById('privacy');
    expect(privacy?.tagName).toBe('SECTION');
    expect(within(privacy!).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk je profiel zoals anderen het zien' })).toHaveAttribute('href', '/members/2208');
  });

  it('asks a visitor to log in', async () => {
    sessionStore.set({ status: 'anonymous', user: null });
    renderRemoteAt(App, '/profile');
    expect(await screen.findByText('Log in om je profiel te bewerken.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/profile');
    expect(callsTo('GET', '/api/profile.php')).toHaveLength(0);
  });

  it('shows a load failure with a retry', async () => {
    server.use(
      mswHttp.get('*/api/profile.php', () => HttpResponse.json({ error: 'not_found', message: 'Je profiel is niet gevonden.' }, { status: 404 })),
    );
    renderRemoteAt(App, '/profile');
    expect(await screen.findByText('Je profiel is niet gevonden.', {}, { timeout: 5000 })).toBeInTheDocument();
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByLabelText('Naam')).toHaveValue('Sanne');
  });

  describe('details', () => {
    it('saves only the changed fields and refreshes the session user', async () => {
      await renderOwnProfile();
      await screen.findByRole('checkbox', { name: 'Reizen' });
      fireEvent.change(screen.getByLabelText('Naam'), { target: { value: '  Sanne B ' } });
      fireEvent.change(screen.getByLabelText('Over mij'), { target: { value: 'Nieuw hier.' } });
      fireEvent.change(screen.getByLabelText('Oogkleur'), { target: { value: 'green' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Reizen' }));
      expect(screen.getByText('Je hebt wijzigingen die nog niet zijn opgeslagen.')).toBeInTheDocument();
      save();
      expect(await screen.findByText('Je profiel is opgeslagen.')).toHaveAttribute('role', 'status');
      expect(callsTo('PUT', '/api/profile.php').map((r) => r.body)).toEqual([
        { name: 'Sanne B', about: 'Nieuw hier.', eye_colour: 'green', interests: [3] },
      ]);
      expect(screen.getByLabelText('Naam')).toHaveValue('Sanne B');
      expect(screen.queryByText('Je hebt wijzigingen die nog niet zijn opgeslagen.')).not.toBeInTheDocument();
      // The shell's avatar and name follow.
      await waitFor(() => expect(sessionStore.get().user?.profile.name).toBe('Sanne B'));
      expect(callsTo('GET', '/api/user.php').length).toBeGreaterThan(0);

      // Saving again without changes sends nothing.
      save();
      expect(await screen.findByText('Er is niets gewijzigd.')).toBeInTheDocument();
      expect(callsTo('PUT', '/api/profile.php')).toHaveLength(1);
    });

    it('sends a cleared attribute as null', async () => {
      const a = account();
      a.profile = { ...a.profile, body_type: 'slim' };
      await renderOwnProfile();
      fireEvent.change(screen.getByLabelText('Lichaamsbouw'), { target: { value: '' } });
      save();
      await screen.findByText('Je profiel is opgeslagen.');
      expect(callsTo('PUT', '/api/profile.php')[0]?.body).toEqual({ body_type: null });
    });

    it('refuses a name starting with @ before sending', async () => {
      await renderOwnProfile();
      const name = screen.getByLabelText('Naam');
      fireEvent.change(name, { target: { value: '@sanne' } });
      save();
      const error = await screen.findByText('Je naam mag niet met @ beginnen.');
      expect(error).toHaveAttribute('role', 'alert');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name.getAttribute('aria-describedby')).toContain(error.id);
      expect(name).toHaveFocus();
      expect(callsTo('PUT', '/api/profile.php')).toHaveLength(0);
    });

    it("shows the server's validation error at its field", async () => {
      server.use(
        mswHttp.put('*/api/profile.php', () =>
          HttpResponse.json({ error: 'validation_error', message: 'Deze naam is al bezet.', field: 'name' }, { status: 400 }),
        ),
      );
      await renderOwnProfile();
      const name = screen.getByLabelText('Naam');
      fireEvent.change(name, { target: { value: 'Sanne B' } });
      save();
      const error = await screen.findByText('Deze naam is al bezet.');
      expect(error).toHaveAttribute('role', 'alert');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name.getAttribute('aria-describedby')).toContain(error.id);
      expect(name).toHaveFocus();
      expect(callsTo('PUT', '/api/profile.php')[0]?.body).toEqual({ name: 'Sanne B' });
      expect(screen.queryByText('Je profiel is opgeslagen.')).not.toBeInTheDocument();
    });

    it("shows a server error that belongs to no field above the button", async () => {
      server.use(
        mswHttp.put('*/api/profile.php', () =>
          HttpResponse.json({ error: 'validation_error', message: 'Deze regio hoort niet bij het gekozen land.', field: 'region_id' }, { status: 400 }),
        ),
      );
      await renderOwnProfile();
      fireEvent.change(screen.getByLabelText('Over mij'), { target: { value: 'Hoi' } });
      save();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Deze regio hoort niet bij het gekozen land.');
      await waitFor(() => expect(alert.parentElement).toHaveFocus());
      expect(screen.getByLabelText('Over mij')).toHaveValue('Hoi');
    });

    it('allows at most 20 interests', async () => {
      const a = account();
      a.profile = { ...a.profile, interests: Array.from({ length: 20 }, (_, i) => i + 1) };
      server.use(
        mswHttp.get('*/api/interests.php', () =>
          HttpResponse.json({ interests: Array.from({ length: 22 }, (_, i) => ({ id: i + 1, slug: `i${i + 1}`, name: `Interesse ${i + 1}` })) }),
        ),
      );
      await renderOwnProfile();
      const extra = await screen.findByRole('checkbox', { name: 'Interesse 21' });
      expect(extra).toBeDisabled();
      expect(screen.getByText('Je hebt het maximum van 20 interesses gekozen.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Interesse 1' }));
      expect(extra).toBeEnabled();
    });
  });

  describe('photos', () => {
    it('refuses a GIF before sending it', async () => {
      await renderOwnProfile();
      choose(imageFile('animatie.gif', 'image/gif'));
      const error = await screen.findByText('Kies een JPEG-, PNG- of WebP-afbeelding.');
      expect(error).toHaveAttribute('role', 'alert');
      expect(uploadInput()).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo('POST', '/api/photo.php')).toHaveLength(0);
    });

    it('refuses a file above the size limit before sending it', async () => {
      await renderOwnProfile();
      const file = imageFile('groot.jpg', 'image/jpeg');
      Object.defineProperty(file, 'size', { value: 11 * 1024 * 1024 });
      choose(file);
      expect(await screen.findByText('De foto is te groot (maximaal 10 MB).')).toHaveAttribute('role', 'alert');
      expect(callsTo('POST', '/api/photo.php')).toHaveLength(0);
    });

    it('uploads a photo: it appears as the main photo and the session user gets it', async () => {
      await renderOwnProfile();
      expect(screen.getByText("0 van 3 foto's")).toBeInTheDocument();
      expect(screen.getByText('Je hebt nog geen foto. Met een foto krijg je meer reacties.')).toBeInTheDocument();
      choose(imageFile('ik.jpg', 'image/jpeg', 300));
      expect(await screen.findByText('Je foto is toegevoegd.')).toBeInTheDocument();
      expect(screen.getByText("1 van 3 foto's")).toBeInTheDocument();
      expect(within(photoGroup('Foto 1, Hoofdfoto')).getByRole('img')).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/mock/1_thumb.jpg');
      const [upload] = callsTo('POST', '/api/photo.php');
      expect(upload).toBeDefined();
      await waitFor(() => expect(sessionStore.get().user?.profile.main_image?.filename).toBe('photos/mock/1.jpg'));
      // The field was disabled during the upload; the keyboard is back on it.
      await waitFor(() => expect(uploadInput()).toHaveFocus());
    });

    it("shows the server's refusal of an upload as it is worded", async () => {
      server.use(
        mswHttp.post('*/api/photo.php', () =>
          HttpResponse.json(
            { error: 'invalid_image', message: 'Dit bestand is geen geldige foto. Kies een JPEG-, PNG- of WebP-afbeelding.' },
            { status: 415 },
          ),
        ),
      );
      await renderOwnProfile();
      choose(imageFile('kapot.jpg', 'image/jpeg'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Dit bestand is geen geldige foto. Kies een JPEG-, PNG- of WebP-afbeelding.');
      expect(screen.getByText("0 van 3 foto's")).toBeInTheDocument();
      expect(uploadInput()).toBeEnabled();
    });

    it('makes another photo the main one and moves focus to it', async () => {
      withPhotos([photo(1, 0), photo(2, 1)]);
      await renderOwnProfile();
      fireEvent.click(within(photoGroup('Foto 2')).getByRole('button', { name: 'Maak hoofdfoto' }));
      expect(await screen.findByText('Dit is nu je hoofdfoto.')).toBeInTheDocument();
      expect(callsTo('PUT', '/api/photo.php')[0]?.body).toEqual({ id: 2 });
      const main = photoGroup('Foto 1, Hoofdfoto');
      expect(within(main).getByRole('img')).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/2208/p2_thumb.jpg');
      await waitFor(() => expect(main).toHaveFocus());
      await waitFor(() => expect(sessionStore.get().user?.profile.main_image?.filename).toBe('photos/2208/p2.jpg'));
    });

    it('deletes a photo only after confirming', async () => {
      withPhotos([photo(1, 0), photo(2, 1)]);
      await renderOwnProfile();
      const second = photoGroup('Foto 2');
      fireEvent.click(within(second).getByRole('button', { name: 'Verwijderen' }));
      const confirm = within(second).getByRole('group', { name: 'Deze foto verwijderen?' });
      const cancel = within(confirm).getByRole('button', { name: 'Annuleren' });
      await waitFor(() => expect(cancel).toHaveFocus());
      fireEvent.click(cancel);
      await waitFor(() => expect(within(photoGroup('Foto 2')).getByRole('button', { name: 'Verwijderen' })).toHaveFocus());
      expect(callsTo('DELETE', '/api/photo.php')).toHaveLength(0);

      fireEvent.click(within(photoGroup('Foto 2')).getByRole('button', { name: 'Verwijderen' }));
      fireEvent.click(within(photoGroup('Foto 2')).getByRole('button', { name: 'Ja, verwijderen' }));
      expect(await screen.findByText('De foto is verwijderd.')).toBeInTheDocument();
      expect(callsTo('DELETE', '/api/photo.php')[0]?.body).toEqual({ id: 2 });
      expect(screen.getByText("1 van 3 foto's")).toBeInTheDocument();
      expect(within(photosSection()).queryByRole('group', { name: 'Foto 2' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: "Foto's" })).toHaveFocus());
    });

    it("keeps the question when the server refuses a deletion, with the server's text", async () => {
      withPhotos([photo(1, 0), photo(2, 1)]);
      server.use(
        mswHttp.delete('*/api/photo.php', () =>
          HttpResponse.json({ error: 'not_found', message: 'Deze foto bestaat niet (meer).' }, { status: 404 }),
        ),
      );
      await renderOwnProfile();
      fireEvent.click(within(photoGroup('Foto 2')).getByRole('button', { name: 'Verwijderen' }));
      fireEvent.click(within(photoGroup('Foto 2')).getByRole('button', { name: 'Ja, verwijderen' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Deze foto bestaat niet (meer).');
      await waitFor(() => expect(within(photoGroup('Foto 2')).getByRole('button', { name: 'Annuleren' })).toHaveFocus());
      expect(screen.getByText("2 van 3 foto's")).toBeInTheDocument();
    });

    it('disables the upload at the limit and points a free member to premium', async () => {
      withPhotos([photo(1, 0), photo(2, 1), photo(3, 2)]);
      await renderOwnProfile();
      expect(screen.getByText("3 van 3 foto's")).toBeInTheDocument();
      expect(uploadInput()).toBeDisabled();
      const hint = screen.getByText(/Je hebt het maximum van 3 foto's bereikt\. Word premium om tot 25 foto's te plaatsen\./);
      expect(uploadInput().getAttribute('aria-describedby')).toContain(hint.id);
      expect(within(hint).getByRole('link', { name: 'Word premium' })).toHaveAttribute('href', '/premium');
    });

    it('tells a premium member at the limit to delete a photo first', async () => {
      withPhotos(Array.from({ length: 25 }, (_, i) => photo(i + 1, i)), PHOTO_LIMITS.premium);
      await renderOwnProfile();
      expect(screen.getByText("25 van 25 foto's")).toBeInTheDocument();
      expect(uploadInput()).toBeDisabled();
      expect(screen.getByText("Je hebt het maximum van 25 foto's bereikt. Verwijder een foto om een nieuwe toe te voegen.")).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Word premium' })).not.toBeInTheDocument();
    });

    it("shows the server's limit refusal as it is worded", async () => {
      server.use(
        mswHttp.post('*/api/photo.php', () =>
          HttpResponse.json(
            { error: 'photo_limit', message: "Je kunt maximaal 3 foto's hebben. Word premium lid om tot 25 foto's te plaatsen." },
            { status: 409 },
          ),
        ),
      );
      await renderOwnProfile();
      choose(imageFile('ik.png', 'image/png'));
      expect(await screen.findByRole('alert')).toHaveTextContent("Je kunt maximaal 3 foto's hebben. Word premium lid om tot 25 foto's te plaatsen.");
    });
  });
});
