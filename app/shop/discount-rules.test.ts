import { describe, expect, it } from 'vitest';
import {
  checkDiscount,
  type DiscountCodeRule,
  type DiscountFacts,
  discountLabel,
  discountRefusalMessage,
  normaliseCode,
} from './discount-rules';

const horse10: DiscountCodeRule = {
  code: 'HORSE10',
  kind: 'percent',
  value: 10,
  minOrderCents: 0,
  startsOn: null,
  endsOn: null,
  totalUses: null,
  oncePerClient: false,
  galleryId: null,
};

const facts: DiscountFacts = {
  today: '2026-11-28',
  subtotalCents: 8500,
  galleryCents: new Map(),
  usesSoFar: 0,
  usedByClient: false,
};

describe('checkDiscount', () => {
  it('takes a percent of the subtotal, rounded half up to the cent', () => {
    expect(checkDiscount(horse10, facts)).toEqual({ ok: true, discountCents: 850 });
    expect(checkDiscount(horse10, { ...facts, subtotalCents: 4505 })).toEqual({
      ok: true,
      discountCents: 451,
    });
    expect(checkDiscount(horse10, { ...facts, subtotalCents: 4504 })).toEqual({
      ok: true,
      discountCents: 450,
    });
  });

  it('takes an amount off, never more than the order', () => {
    const tenOff = { ...horse10, kind: 'amount', value: 1000 } as const;
    expect(checkDiscount(tenOff, facts)).toEqual({ ok: true, discountCents: 1000 });
    expect(checkDiscount(tenOff, { ...facts, subtotalCents: 600 })).toEqual({ ok: true, discountCents: 600 });
  });

  it('counts its first and last days, and refuses before and after', () => {
    const november = { ...horse10, startsOn: '2026-11-01', endsOn: '2026-11-30' };
    expect(checkDiscount(november, { ...facts, today: '2026-11-01' }).ok).toBe(true);
    expect(checkDiscount(november, { ...facts, today: '2026-11-30' }).ok).toBe(true);
    expect(checkDiscount(november, { ...facts, today: '2026-10-31' })).toEqual({
      ok: false,
      reason: 'not-started',
    });
    expect(checkDiscount(november, { ...facts, today: '2026-12-01' })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('needs the minimum order, the subtotal before the discount', () => {
    const fifty = { ...horse10, minOrderCents: 5000 };
    expect(checkDiscount(fifty, { ...facts, subtotalCents: 5000 }).ok).toBe(true);
    expect(checkDiscount(fifty, { ...facts, subtotalCents: 4999 })).toEqual({
      ok: false,
      reason: 'min-order',
    });
  });

  it('stops at its total uses', () => {
    const three = { ...horse10, totalUses: 3 };
    expect(checkDiscount(three, { ...facts, usesSoFar: 2 }).ok).toBe(true);
    expect(checkDiscount(three, { ...facts, usesSoFar: 3 })).toEqual({ ok: false, reason: 'used-up' });
  });

  it('once per client refuses a client who used it, and only with that setting', () => {
    expect(checkDiscount({ ...horse10, oncePerClient: true }, { ...facts, usedByClient: true })).toEqual({
      ok: false,
      reason: 'already-used',
    });
    expect(checkDiscount(horse10, { ...facts, usedByClient: true }).ok).toBe(true);
  });

  it("one gallery's code takes off only that gallery's lines, and refuses an order without them", () => {
    const gallery7 = { ...horse10, galleryId: 'gallery-7' };
    const galleryCents = new Map([
      ['gallery-7', 3000],
      ['gallery-8', 5500],
    ]);
    expect(checkDiscount(gallery7, { ...facts, galleryCents })).toEqual({ ok: true, discountCents: 300 });
    expect(checkDiscount(gallery7, facts)).toEqual({ ok: false, reason: 'other-gallery' });
  });
});

describe('texts', () => {
  it('writes the code and its amount as the order shows it', () => {
    expect(discountLabel('HORSE10', 850)).toBe('HORSE10: -$8.50');
  });

  it('words the refusals of PRODUCT §21', () => {
    expect(discountRefusalMessage('expired')).toBe('This code has expired.');
    expect(discountRefusalMessage('min-order', 5000)).toBe('This code needs an order of at least $50.00.');
    expect(discountRefusalMessage('already-used')).toBe('This code was already used.');
  });

  it('reads a code in capitals or not, without the spaces around it', () => {
    expect(normaliseCode('  horse10 ')).toBe('HORSE10');
  });
});
