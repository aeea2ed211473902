import { oneDecimal } from '../../../src/features/rooms/lib/one-decimal';

describe('oneDecimal', () => {
  it('shows ratings with one decimal', () => {
    expect(oneDecimal(2.75)).toBe('2.8');
    expect(oneDecimal(4)).toBe('4.0');
    expect(oneDecimal(0)).toBe('0.0');
  });
});
