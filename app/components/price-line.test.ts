import { describe, expect, it } from 'vitest';
import { splitPrice } from './price-line';

describe("a price list's line", () => {
  it('splits at the colon before the price, keeping colons inside the item and "from"', () => {
    expect(splitPrice('Classic session (1 hour, 25 images): $450')).toEqual({
      item: 'Classic session (1 hour, 25 images)',
      price: '$450',
    });
    expect(splitPrice('Official event photographer (per day): $1,200')).toEqual({
      item: 'Official event photographer (per day)',
      price: '$1,200',
    });
    expect(splitPrice('Fine art print add-on (16x20): from $120')).toEqual({
      item: 'Fine art print add-on (16x20)',
      price: 'from $120',
    });
    expect(splitPrice('Note: ask us: $300 per hour')).toEqual({
      item: 'Note: ask us',
      price: '$300 per hour',
    });
  });

  it('leaves a line without a price whole', () => {
    expect(splitPrice('Prices on request')).toEqual({ item: 'Prices on request', price: null });
    expect(splitPrice('Travel: ask us')).toEqual({ item: 'Travel: ask us', price: null });
  });
});
