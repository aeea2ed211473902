import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../../src/lib/use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: 'm' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'ma' });
    act(() => jest.advanceTimersByTime(200));
    // 400 ms of typing, but never 300 ms of quiet: still the first value.
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('ma');
  });
});
