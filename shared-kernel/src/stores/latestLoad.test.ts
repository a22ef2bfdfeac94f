import { latestLoad } from './latestLoad';

/** A request the test answers by hand. */
function manualRequests<T>() {
  const sent: { resolve: (answer: T) => void; reject: (error: unknown) => void }[] = [];
  const request = () =>
    new Promise<T>((resolve, reject) => {
      sent.push({ resolve, reject });
    });
  return { sent, request };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('latestLoad', () => {
  it('sends a request per call and applies only the newest answer, whichever arrives first', async () => {
    const { sent, request } = manualRequests<string>();
    const applied: string[] = [];
    const load = latestLoad(request, (answer) => applied.push(answer));
    const first = load();
    expect(load.busy()).toBe(true);
    const second = load();
    expect(sent).toHaveLength(2);

    sent[1]!.resolve('new');
    await expect(first).resolves.toBe('new');
    await expect(second).resolves.toBe('new');
    expect(load.busy()).toBe(false);
    // The older answer, arriving late, would put back what the newer one replaced.
    sent[0]!.resolve('old');
    await flush();
    expect(applied).toEqual(['new']);
  });

  it('an older answer arriving first is not applied: the callers wait for the newest', async () => {
    const { sent, request } = manualRequests<string>();
    const applied: string[] = [];
    const load = latestLoad(request, (answer) => applied.push(answer));
    const first = load();
    load();
    sent[0]!.resolve('old');
    await flush();
    expect(applied).toEqual([]);
    expect(load.busy()).toBe(true);
    sent[1]!.resolve('new');
    await expect(first).resolves.toBe('new');
    expect(applied).toEqual(['new']);
  });

  it('the newest request failing rejects every waiting caller; the next call starts afresh', async () => {
    const { sent, request } = manualRequests<string>();
    const applied: string[] = [];
    const load = latestLoad(request, (answer) => applied.push(answer));
    const first = load();
    const second = load();
    sent[0]!.resolve('old');
    sent[1]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    expect(applied).toEqual([]);
    expect(load.busy()).toBe(false);

    const third = load();
    expect(third).not.toBe(first);
    sent[2]!.resolve('later');
    await expect(third).resolves.toBe('later');
    expect(applied).toEqual(['later']);
  });

  it('a request or an apply that throws rejects the callers', async () => {
    const load = latestLoad(
      () => {
        throw new Error('no network');
      },
      () => undefined,
    );
    await expect(load()).rejects.toThrow('no network');
    const failing = latestLoad(
      () => Promise.resolve(1),
      () => {
        throw new Error('bad answer');
      },
    );
    await expect(failing()).rejects.toThrow('bad answer');
    expect(failing.busy()).toBe(false);
  });
});
