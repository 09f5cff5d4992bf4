import { describe, expect, it } from 'vitest';
import { cartStep } from './cart-step';

describe('a cart line quantity step (PRODUCT §4)', () => {
  it('steps by one, and minus at 1 or remove takes the line out', () => {
    expect(cartStep(2, 'increment')).toEqual({ ok: true, next: 3 });
    expect(cartStep(2, 'decrement')).toEqual({ ok: true, next: 1 });
    expect(cartStep(1, 'decrement')).toEqual({ ok: true, next: 0 });
    expect(cartStep(7, 'remove')).toEqual({ ok: true, next: 0 });
  });

  it('never goes past 99', () => {
    expect(cartStep(98, 'increment')).toEqual({ ok: true, next: 99 });
    expect(cartStep(99, 'increment')).toEqual({ ok: false, reason: 'too-many' });
  });

  it('on a line already gone: minus and remove hold, plus cannot', () => {
    expect(cartStep(undefined, 'decrement')).toEqual({ ok: true, next: null });
    expect(cartStep(undefined, 'remove')).toEqual({ ok: true, next: null });
    expect(cartStep(undefined, 'increment')).toEqual({ ok: false, reason: 'no-product' });
  });
});
