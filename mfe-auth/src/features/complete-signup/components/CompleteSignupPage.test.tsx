import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { setMockSession } from 'shared-kernel/testing';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { Route, Routes } from 'shared-kernel/router';
import { resetGeolocation } from 'shared-kernel/stores/geolocation';
import { pushStore } from 'shared-kernel/stores/push';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { useNavigationSpy } from 'shared-kernel/testing/navigation';
import CompleteSignupPage from './CompleteSignupPage';

useMockApi();
const navigateMock = useNavigationSpy();

/** The bodies of the PUT /api/profile.php requests made so far. */
const puts = () => callsTo('PUT', '/api/profile.php').map((r) => r.body);

// jest-fixed-jsdom's FormData is Node's and cannot read a jsdom <form>. React builds one (for
// useFormStatus) when a submit handler starts a router transition, as "Volgende" on the photo step
// does; browsers handle that, so the test gives FormData a constructor that accepts the form.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor(form?: unknown) {
      super(form instanceof HTMLFormElement ? undefined : (form as undefined));
    }
  };
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const initialPush = pushStore.get();
beforeEach(() => {
  settingsStore.set(settingsFixture);
  logIn();
  pushStore.set({ ...initialPush, capable: false });
});
afterEach(() => {
  pushStore.set(initialPush);
  delete (window as { Notification?: unknown }).Notification;
});

function CompleteSignupRoute() {
  return (
    <Routes>
      <Route path="complete-signup" element={<CompleteSignupPage />} />
    </Routes>
  );
}

const renderAt = (path: string) => renderRemoteAt(CompleteSignupRoute, path);

const stepParam = () => new URLSearchParams(window.location.search).get('step');
const next = () => fireEvent.click(screen.getByRole('button', { name: /Volgende/ }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

function imageFile(name: string, type: string, bytes = 64): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}

function choose(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('/complete-signup: access', () => {
  it('sends an anonymous visitor to log in and back', () => {
    sessionStore.set({ status: 'anonymous', user: null });
    renderAt('/complete-signup');
    expect(navigateMock).toHaveBeenCalledWith('/login?redirect=/complete-signup');
  });

  it('waits while the session is still unknown, asking the server for it', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    renderAt('/complete-signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Aanmelding voltooien' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Je profiel wordt geladen...');
    expect(await stepHeading('Voeg een profielfoto toe')).toBeInTheDocument();
    expect(sessionStore.get().status).toBe('authenticated');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('sends a visitor whose session turns out to be anonymous to log in', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    setMockSession(null);
    renderAt('/complete-signup');
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/login?redirect=/complete-signup'));
  });

  it('offers a retry when the own profile cannot be loaded', async () => {
    server.use(mswHttp.get('*/api/profile.php', () => HttpResponse.json({ error: 'internal_error', message: 'Storing.' }, { status: 400 })));
    renderAt('/complete-signup');
    expect(await screen.findByText('Storing.')).toBeInTheDocument();
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await stepHeading('Voeg een profielfoto toe')).toBeInTheDocument();
  });
});

describe('/complete-signup: the steps', () => {
  it('goes through every step, saving each, with the step in the URL', async () => {
    const uploads: { type: string | null; size: number }[] = [];
    server.use(
      mswHttp.post('*/api/photo.php', async ({ request }) => {
        uploads.push({ type: request.headers.get('content-type'), size: (await request.arrayBuffer()).byteLength });
        const photo = { id: 9, filename: 'photos/2208/abc.jpg', thumb_filename: 'photos/2208/abc_thumb.jpg', status: 'pending', position: 0, main: true };
        return HttpResponse.json({ photo }, { status: 201 });
      }),
    );
    renderAt('/complete-signup');

    // 1. photo (push is not possible in this browser: 5 steps)
    expect(await stepHeading('Voeg een profielfoto toe')).toBeInTheDocument();
    expect(screen.getByText('Stap 1 van 5')).toBeInTheDocument();
    expect(stepParam()).toBe('photo');
    const input = screen.getByLabelText('Kies een foto');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    choose(input, imageFile('ik.jpg', 'image/jpeg', 300));
    expect(await screen.findByRole('img', { name: 'Je profielfoto' })).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/2208/abc.jpg');
    expect(screen.getByText('Je foto is toegevoegd.')).toBeInTheDocument();
    expect(screen.getByText('Je foto wordt bekeken voordat andere leden hem zien.')).toBeInTheDocument();
    expect(uploads).toEqual([{ type: 'image/jpeg', size: 300 }]);
    next();

    // 2. location
    const locationHeading = await stepHeading('Waar woon je?');
    expect(locationHeading).toHaveFocus();
    expect(stepParam()).toBe('location');
    expect(screen.getByText('Stap 2 van 5')).toBeInTheDocument();
    const country = screen.getByLabelText('Land');
    await waitFor(() => expect(within(country).getByRole('option', { name: 'België' })).toBeInTheDocument());
    expect(country).toHaveValue('NL');
    expect(within(screen.getByLabelText('Regio')).getByRole('option', { name: 'Utrecht' })).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'BE' } });
    const region = screen.getByLabelText('Regio');
    expect(within(region).queryByRole('option', { name: 'Utrecht' })).not.toBeInTheDocument();
    fireEvent.change(region, { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Woonplaats'), { target: { value: ' Gent ' } });
    next();

    // 3. personal
    expect(await stepHeading('Vertel iets over je uiterlijk')).toHaveFocus();
    expect(puts()).toEqual([{ country: 'BE', region_id: 15, city: 'Gent' }]);
    fireEvent.change(screen.getByLabelText('Haarkleur'), { target: { value: 'dark_blonde' } });
    expect(screen.getByLabelText('Haarkleur')).toHaveDisplayValue('Donkerblond');
    fireEvent.change(screen.getByLabelText('Relatiestatus'), { target: { value: 'divorced' } });
    expect(within(screen.getByLabelText('Lichaamsbouw')).getByRole('option', { name: 'Een paar kilo extra' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Oogkleur')).getByRole('option', { name: 'Hazelnootbruin' })).toBeInTheDocument();
    next();

    // 4. about me
    expect(await stepHeading('Over mij')).toBeInTheDocument();
    expect(puts()[1]).toEqual({ hair_colour: 'dark_blonde', eye_colour: null, body_type: null, relationship_status: 'divorced' });
    const about = screen.getByLabelText('Vertel iets over jezelf');
    expect(about).toHaveAttribute('maxLength', '2000');
    fireEvent.change(about, { target: { value: 'Ik hou van wandelen.' } });
    expect(about).toHaveAccessibleDescription('20 van 2000 tekens');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Wandelen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reizen' }));
    next();

    // 6. activation (the push step is skipped)
    expect(await stepHeading('Bevestig je e-mailadres')).toBeInTheDocument();
    expect(puts()[2]).toEqual({ about: 'Ik hou van wandelen.', interests: [1, 3] });
    expect(stepParam()).toBe('activation');
    expect(screen.getByText('Stap 5 van 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Volgende/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Overslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk je eerste matches' })).toHaveAttribute('href', '/signup-matches');
  });

  it('"Overslaan" moves on without saving, the next step starts at the top, and back/forward follow the URL', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      renderAt('/complete-signup?step=location');
      expect(await stepHeading('Waar woon je?')).toBeInTheDocument();
      expect(scrollTo).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
      expect(await stepHeading('Vertel iets over je uiterlijk')).toHaveFocus();
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(stepParam()).toBe('personal');
      expect(puts()).toEqual([]);

      // Back and Forward keep the position the shell restores: the wizard does not scroll then.
      scrollTo.mockClear();
      act(() => window.history.back());
      expect(await stepHeading('Waar woon je?')).toHaveFocus();
      act(() => window.history.forward());
      expect(await stepHeading('Vertel iets over je uiterlijk')).toBeInTheDocument();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('"Gebruik mijn huidige locatie" fills the location step from the browser position, and it is saved', async () => {
    const getCurrentPosition = jest.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 52.3731, longitude: 4.8922, accuracy: 25 }, timestamp: Date.now() } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    resetGeolocation();
    try {
      renderAt('/complete-signup?step=location');
      expect(await stepHeading('Waar woon je?')).toBeInTheDocument();
      await screen.findByLabelText('Regio');
      fireEvent.click(screen.getByRole('button', { name: 'Gebruik mijn huidige locatie' }));
      expect(await screen.findByText('Je locatie is ingevuld: Amsterdam, Noord-Holland.')).toBeInTheDocument();
      expect(screen.getByLabelText('Regio')).toHaveDisplayValue('Noord-Holland');
      expect(screen.getByLabelText('Woonplaats')).toHaveValue('Amsterdam');
      next();
      expect(await stepHeading('Vertel iets over je uiterlijk')).toBeInTheDocument();
      expect(puts()).toEqual([{ country: 'NL', region_id: 8, city: 'Amsterdam' }]);
    } finally {
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
      resetGeolocation();
    }
  });

  it('prefills a step from the own profile', async () => {
    server.use(
      mswHttp.get('*/api/profile.php', () =>
        HttpResponse.json({
          profile: {
            id: 2208, name: 'Sanne', gender: 'female', sexuality: 'hetero', birthdate: '1994-05-17', country: 'NL', region_id: 10,
            city: 'Utrecht', hair_colour: 'red', eye_colour: 'green', body_type: null, relationship_status: null, about: 'Hoi', interests: [2],
            photos: [], photo_limit: 3, status: 'active',
          },
        }),
      ),
    );
    renderAt('/complete-signup?step=personal');
    expect(await stepHeading('Vertel iets over je uiterlijk')).toBeInTheDocument();
    expect(screen.getByLabelText('Haarkleur')).toHaveDisplayValue('Rood');
    expect(screen.getByLabelText('Oogkleur')).toHaveDisplayValue('Groen');
    expect(screen.getByLabelText('Lichaamsbouw')).toHaveDisplayValue('Maak een keuze');
  });

  it('shows the server text when a step cannot be saved, and stays', async () => {
    server.use(
      mswHttp.put('*/api/profile.php', () => HttpResponse.json({ error: 'validation_error', message: 'Deze regio hoort niet bij het gekozen land.', field: 'region_id' }, { status: 400 })),
    );
    renderAt('/complete-signup?step=location');
    expect(await stepHeading('Waar woon je?')).toBeInTheDocument();
    next();
    expect(await screen.findByText('Deze regio hoort niet bij het gekozen land.')).toHaveAttribute('role', 'alert');
    expect(stepParam()).toBe('location');
    expect(screen.getByRole('button', { name: /Volgende/ })).toBeEnabled();
  });

  it('allows at most 20 interests', async () => {
    const many = Array.from({ length: 22 }, (_, i) => ({ id: i + 1, slug: `i${i + 1}`, name: `Interesse ${i + 1}` }));
    const { interestsStore } = await import('shared-kernel/stores/interests');
    const previous = interestsStore.get();
    interestsStore.set(many);
    const { unmount } = renderAt('/complete-signup?step=about');
    expect(await stepHeading('Over mij')).toBeInTheDocument();
    for (let i = 1; i <= 20; i++) fireEvent.click(screen.getByRole('checkbox', { name: `Interesse ${i}` }));
    expect(screen.getByRole('checkbox', { name: 'Interesse 21' })).toBeDisabled();
    expect(screen.getByText('Je hebt het maximum van 20 interesses gekozen.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Interesse 1' }));
    expect(screen.getByRole('checkbox', { name: 'Interesse 21' })).toBeEnabled();
    unmount();
    interestsStore.set(previous);
  });
});

describe('/complete-signup: the photo step', () => {
  it('refuses other file types and too large files before sending', async () => {
    const uploads: unknown[] = [];
    server.use(mswHttp.post('*/api/photo.php', () => (uploads.push(1), HttpResponse.json({}, { status: 500 }))));
    renderAt('/complete-signup?step=photo');
    const input = await screen.findByLabelText('Kies een foto');

    choose(input, imageFile('animatie.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Dit bestandstype wordt niet ondersteund. Kies een foto in JPEG-, PNG- of WebP-formaat.');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const large = imageFile('groot.png', 'image/png');
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose(input, large);
    expect(screen.getByRole('alert')).toHaveTextContent('Deze foto is te groot. Kies een foto van maximaal 10 MB.');
    expect(uploads).toEqual([]);
  });

  it('shows the server text when the upload is refused', async () => {
    server.use(
      mswHttp.post('*/api/photo.php', () =>
        HttpResponse.json({ error: 'invalid_image', message: 'Dit bestand is geen geldige foto. Kies een JPEG-, PNG- of WebP-afbeelding.' }, { status: 415 }),
      ),
    );
    renderAt('/complete-signup?step=photo');
    choose(await screen.findByLabelText('Kies een foto'), imageFile('kapot.jpg', 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit bestand is geen geldige foto. Kies een JPEG-, PNG- of WebP-afbeelding.');
    expect(screen.queryByRole('img', { name: 'Je profielfoto' })).not.toBeInTheDocument();
  });

  it('without a photo the picker is the one button: no "Volgende", "Overslaan" moves on', async () => {
    renderAt('/complete-signup?step=photo');
    expect(await stepHeading('Voeg een profielfoto toe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Volgende/ })).not.toBeInTheDocument();
    expect(screen.getByText('Kies een foto').tagName).toBe('LABEL');
    fireEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    expect(await stepHeading('Waar woon je?')).toBeInTheDocument();
    expect(stepParam()).toBe('location');
  });

  it('uploads through the contract mock and shows the photo from the CDN', async () => {
    renderAt('/complete-signup?step=photo');
    choose(await screen.findByLabelText('Kies een foto'), imageFile('ik.webp', 'image/webp'));
    expect(await screen.findByRole('img', { name: 'Je profielfoto' })).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/mock/1.jpg');
  });
});

describe('/complete-signup: the photo picker', () => {
  function phone(matches: boolean) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }),
    });
  }
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is a button-like label that opens the visually hidden file input, which keeps the keyboard focus', async () => {
    phone(false);
    renderAt('/complete-signup?step=photo');
    const input = (await screen.findByLabelText('Kies een foto')) as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).not.toHaveAttribute('capture');
    expect(input).not.toHaveAttribute('tabindex');
    const label = document.querySelector(`label[for="${input.id}"]`) as HTMLLabelElement;
    expect(label).toHaveTextContent('Kies een foto');
    // The file dialog is the input's: a click on the visible label is a click on the input.
    const opened = jest.fn((e: Event) => e.preventDefault());
    input.addEventListener('click', opened);
    fireEvent.click(label);
    expect(opened).toHaveBeenCalledTimes(1);
    input.focus();
    expect(input).toHaveFocus();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Maak een foto of kies er een uit je fotobibliotheek.', { exact: false })).not.toBeInTheDocument();
  });

  it('on a phone offers the camera and the photo library: any image type, no capture', async () => {
    phone(true);
    renderAt('/complete-signup?step=photo');
    const input = await screen.findByLabelText('Kies een foto');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('capture');
    expect(screen.getByText('Maak een foto of kies er een uit je fotobibliotheek.', { exact: false })).toBeInTheDocument();
    // The type is still checked before anything is sent.
    choose(input, imageFile('film.mov', 'video/quicktime'));
    expect(screen.getByRole('alert')).toHaveTextContent('Dit bestandstype wordt niet ondersteund.');
  });

  it('shows the chosen photo at once while it uploads, then the saved one, and offers another', async () => {
    phone(false);
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:gekozen'), revokeObjectURL: revoke });
    let answer: () => void = () => undefined;
    server.use(
      mswHttp.post('*/api/photo.php', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        const photo = { id: 4, filename: 'photos/2208/mij.jpg', thumb_filename: 'photos/2208/mij_thumb.jpg', status: 'active', position: 0, main: true };
        return HttpResponse.json({ photo }, { status: 201 });
      }),
    );
    try {
      renderAt('/complete-signup?step=photo');
      choose(await screen.findByLabelText('Kies een foto'), imageFile('ik.jpg', 'image/jpeg'));
      expect(await screen.findByRole('img', { name: 'Gekozen foto' })).toHaveAttribute('src', 'blob:gekozen');
      await act(async () => answer());
      expect(await screen.findByRole('img', { name: 'Je profielfoto' })).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/2208/mij.jpg');
      expect(screen.queryByRole('img', { name: 'Gekozen foto' })).not.toBeInTheDocument();
      expect(revoke).toHaveBeenCalledWith('blob:gekozen');
      expect(screen.getByLabelText('Andere foto kiezen')).toHaveAttribute('type', 'file');
    } finally {
      Object.assign(URL, original);
    }
  });
});

describe('/complete-signup: the push step', () => {
  function browserAsks(answer: NotificationPermission) {
    const requestPermission = jest.fn(async () => answer);
    Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: { permission: 'default', requestPermission } });
    pushStore.set({ ...initialPush, capable: true, isSubscribed: false });
    return requestPermission;
  }

  it('asks the permission with "Meldingen aanzetten" and moves on whatever the answer', async () => {
    const requestPermission = browserAsks('denied');
    renderAt('/complete-signup?step=push');
    expect(await stepHeading('Mis geen enkel bericht')).toBeInTheDocument();
    expect(screen.getByText('Stap 5 van 6')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Meldingen aanzetten/ }));
    expect(await stepHeading('Bevestig je e-mailadres')).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushStore.get().isSubscribed).toBe('denied');
    expect(screen.getByText('Stap 6 van 6')).toBeInTheDocument();
  });

  it('when granted, subscribes this device with the site key and stores the subscription on the server', async () => {
    browserAsks('granted');
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } };
    const subscribe = jest.fn(async (_options: unknown) => ({ toJSON: () => subscription }));
    const register = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: Promise.resolve({ pushManager: { subscribe } }) },
    });
    const stored: unknown[] = [];
    server.use(
      mswHttp.post('*/api/user.php', async ({ request }) => {
        if (new URL(request.url).searchParams.get('push') !== '1') return undefined;
        stored.push(await request.json());
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    try {
      renderAt('/complete-signup?step=push');
      fireEvent.click(await screen.findByRole('button', { name: /Meldingen aanzetten/ }));
      expect(await stepHeading('Bevestig je e-mailadres')).toBeInTheDocument();
      expect(register).toHaveBeenCalledWith('/sw-push.js');
      expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
      expect(stored).toEqual([subscription]);
      expect(pushStore.get().isSubscribed).toMatchObject({ toJSON: expect.any(Function) });
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('moves on when the push service fails', async () => {
    browserAsks('granted');
    renderAt('/complete-signup?step=push');
    // jsdom has no service worker: subscribing fails, the signup goes on.
    fireEvent.click(await screen.findByRole('button', { name: /Meldingen aanzetten/ }));
    expect(await stepHeading('Bevestig je e-mailadres')).toBeInTheDocument();
    expect(pushStore.get().isSubscribed).toBe(false);
  });

  it('comes after "Over mij" when push is possible, and can be skipped', async () => {
    const requestPermission = browserAsks('granted');
    renderAt('/complete-signup?step=about');
    expect(await stepHeading('Over mij')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    expect(await stepHeading('Mis geen enkel bericht')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Overslaan' }));
    expect(await stepHeading('Bevestig je e-mailadres')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it.each([
    ['the browser cannot do push', () => {
      browserAsks('default');
      pushStore.set({ ...initialPush, capable: false });
    }],
    ['the permission was already answered', () => {
      browserAsks('default');
      (window as unknown as { Notification: { permission: string } }).Notification.permission = 'granted';
    }],
    ['the site has no push key', () => {
      browserAsks('default');
      settingsStore.set({ ...settingsFixture, push_public_key: '' });
    }],
  ])('is skipped when %s', async (_why, arrange) => {
    arrange();
    renderAt('/complete-signup?step=push');
    expect(await stepHeading('Bevestig je e-mailadres')).toBeInTheDocument();
    await waitFor(() => expect(stepParam()).toBe('activation'));
    expect(screen.getByText('Stap 5 van 5')).toBeInTheDocument();
  });
});

describe('/complete-signup: activation', () => {
  it('"Stuur opnieuw" sends the activation mail again', async () => {
    sessionStore.set({ status: 'authenticated', user: { ...userFixture, status: 'not_confirmed' } });
    renderAt('/complete-signup?step=activation');
    expect(await screen.findByText(/We hebben een link gestuurd naar je e-mailadres/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Stuur opnieuw/ }));
    expect(await screen.findByText('We hebben de link opnieuw naar je e-mailadres gestuurd.')).toHaveAttribute('role', 'status');
  });

  it('shows why the mail could not be sent', async () => {
    sessionStore.set({ status: 'authenticated', user: { ...userFixture, status: 'not_confirmed' } });
    server.use(
      mswHttp.post('*/api/activation-mail.php', () =>
        HttpResponse.json(
          { error: 'rate_limited', message: 'Er zijn vandaag al genoeg activatiemails verstuurd, probeer het morgen nog eens.' },
          { status: 429 },
        ),
      ),
    );
    renderAt('/complete-signup?step=activation');
    fireEvent.click(await screen.findByRole('button', { name: /Stuur opnieuw/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er zijn vandaag al genoeg activatiemails verstuurd, probeer het morgen nog eens.');
  });

  it('says what the starting credits pay for, with the numbers of the settings (issue 27)', async () => {
    settingsStore.set({ ...settingsFixture, signup_credits: 10, message_credits: 10 });
    const { unmount } = renderAt('/complete-signup?step=activation');
    expect(await screen.findByText('Je startcredits (10) zijn goed voor 1 bericht.')).toBeInTheDocument();
    unmount();

    settingsStore.set({ ...settingsFixture, signup_credits: 25, message_credits: 10 });
    const second = renderAt('/complete-signup?step=activation');
    expect(await screen.findByText('Je startcredits (25) zijn goed voor 2 berichten.')).toBeInTheDocument();
    second.unmount();

    settingsStore.set({ ...settingsFixture, signup_credits: 5, message_credits: 10 });
    const third = renderAt('/complete-signup?step=activation');
    expect(await screen.findByText('Je startcredits (5) zijn nog niet genoeg voor een bericht.')).toBeInTheDocument();
    third.unmount();

    settingsStore.set({ ...settingsFixture, signup_credits: 0 });
    renderAt('/complete-signup?step=activation');
    expect(await screen.findByText('Je e-mailadres is al bevestigd.')).toBeInTheDocument();
    expect(screen.queryByTestId('start-credits')).not.toBeInTheDocument();
  });

  it('a confirmed member needs no link', async () => {
    renderAt('/complete-signup?step=activation');
    expect(await screen.findByText('Je e-mailadres is al bevestigd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stuur opnieuw/ })).not.toBeInTheDocument();
  });
});
