import { act } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_SUBMIT_PROPERTY, HYDRATED_ATTRIBUTE, markEarlySubmit } from './earlyInput';
import { useEarlyInput } from './useEarlyInput';

interface Values {
  email: string;
  note: string;
  terms: boolean;
  gender: string;
  date: { day: string; month: string };
}

/** A controlled form like the login and signup forms: each control's state changes only by its handler. */
function EarlyForm({ onSend }: { onSend: (values: Values) => void }) {
  const early = useEarlyInput();
  const [values, setValues] = useState<Values>({ email: '', note: '', terms: false, gender: '', date: { day: '', month: '' } });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSend(values);
  };
  return (
    <form method="post" onSubmit={onSubmit} {...early}>
      <input aria-label="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
      <textarea aria-label="note" value={values.note} onChange={(e) => set('note', e.target.value)} />
      <input aria-label="terms" type="checkbox" checked={values.terms} onChange={(e) => set('terms', e.target.checked)} />
      {['male', 'female'].map((g) => (
        <input key={g} aria-label={g} type="radio" name="g" checked={values.gender === g} onChange={() => set('gender', g)} />
      ))}
      {/* Like the birth date's parts: each handler builds on the date of its render. */}
      <select aria-label="day" value={values.date.day} onChange={(e) => set('date', { ...values.date, day: e.target.value })}>
        <option value="">-</option>
        <option value="3">3</option>
      </select>
      <select aria-label="month" value={values.date.month} onChange={(e) => set('date', { ...values.date, month: e.target.value })}>
        <option value="">-</option>
        <option value="4">april</option>
      </select>
      <button type="submit">send</button>
    </form>
  );
}

const control = <T extends Element>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;

describe('useEarlyInput: a server-rendered form filled (and sent) before hydration', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  const onSend = jest.fn<void, [Values]>();

  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<EarlyForm onSend={onSend} />);
    onSend.mockClear();
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  function typeBeforeHydration() {
    control<HTMLInputElement>('email').value = 'anna@example.nl';
    control<HTMLTextAreaElement>('note').value = 'Hallo';
    control<HTMLInputElement>('terms').checked = true;
    control<HTMLInputElement>('female').checked = true;
    control<HTMLSelectElement>('day').value = '3';
    control<HTMLSelectElement>('month').value = '4';
  }

  // Hydration, then the replay (a task after the hydrating commit).
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(container, <EarlyForm onSend={onSend} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  };

  it('keeps every kind of control the visitor changed, also after the next render', async () => {
    typeBeforeHydration();
    await hydrate();
    expect(container.querySelector('form')!.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    // A render of the form (a later keystroke) writes the state into every control: the typing must be in it.
    await act(async () => root!.render(<EarlyForm onSend={onSend} />));
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith({ email: 'anna@example.nl', note: 'Hallo', terms: true, gender: 'female', date: { day: '3', month: '4' } });
    expect(control<HTMLInputElement>('email').value).toBe('anna@example.nl');
    expect(control<HTMLInputElement>('terms').checked).toBe(true);
  });

  it('sends once, with the typed values, a form sent before hydration', async () => {
    typeBeforeHydration();
    markEarlySubmit(container.querySelector('form')!);
    await hydrate();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'anna@example.nl', note: 'Hallo', terms: true, gender: 'female', date: { day: '3', month: '4' } });
    expect(EARLY_SUBMIT_PROPERTY in container.querySelector('form')!).toBe(false);
  });

  it('holds a submit React hands the form before the replay, and sends it once with the typed values', async () => {
    jest.useFakeTimers();
    try {
      typeBeforeHydration();
      act(() => {
        root = hydrateRoot(container, <EarlyForm onSend={onSend} />);
      });
      // Hydrated, the replay (a timer) not yet run: the submit (e.g. one React held during hydration) waits.
      act(() => container.querySelector('form')!.requestSubmit());
      expect(onSend).not.toHaveBeenCalled();
      act(() => jest.runAllTimers());
    } finally {
      jest.useRealTimers();
    }
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ email: 'anna@example.nl', date: { day: '3', month: '4' } }));
  });

  it('changes and sends nothing when nothing was done before hydration', async () => {
    await hydrate();
    expect(onSend).not.toHaveBeenCalled();
    expect(control<HTMLInputElement>('email').value).toBe('');
    expect(control<HTMLInputElement>('terms').checked).toBe(false);
  });
});
