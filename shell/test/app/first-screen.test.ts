import { firstScreenReady, FIRST_SCREEN_WAIT_MS } from '../../src/app/first-screen';

/** A promise and the function that settles it, for parts that arrive when the test says. */
function part(): { promise: Promise<void>; arrive: () => void; fail: () => void } {
  let arrive = () => undefined as void;
  let fail = () => undefined as void;
  const promise = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = () => reject(new Error('download failed'));
  });
  return { promise, arrive, fail };
}

/** Whether the promise has settled once pending microtasks ran. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(0);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('firstScreenReady', () => {
  it('waits for every part, and no longer', async () => {
    const session = part();
    const remote = part();
    const ready = firstScreenReady([session.promise, remote.promise]);
    session.arrive();
    expect(await isSettled(ready)).toBe(false);
    remote.arrive();
    expect(await isSettled(ready)).toBe(true);
  });

  it('counts a failed part as there: the page shows the failure', async () => {
    const remote = part();
    const ready = firstScreenReady([remote.promise]);
    remote.fail();
    expect(await isSettled(ready)).toBe(true);
  });

  it('renders anyway once the wait is over', async () => {
    const ready = firstScreenReady([part().promise]);
    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await isSettled(ready)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await isSettled(ready)).toBe(true);
  });
});
