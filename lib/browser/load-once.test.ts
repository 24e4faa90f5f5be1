import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('starts the load once for calls that overlap and for calls after it succeeded', async () => {
    const load = jest.fn(() => Promise.resolve('chunk'));
    const ready = loadOnce(load);
    const [first, second] = [ready(), ready()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('chunk');
    await expect(ready()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a failure with the calls waiting on it, then tries again on the next call', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const ready = loadOnce(load);
    const [first, second] = [ready(), ready()];
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    await expect(ready()).resolves.toBe('chunk');
    await expect(ready()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
