import { describe, expect, it } from 'vitest';
import { hrefWithQuery } from './typed-paths';

describe('hrefWithQuery', () => {
  it('appends the query to the page’s path', () => {
    expect(hrefWithQuery('/adminHome', { view: 'users' })).toBe('/adminHome?view=users');
    expect(hrefWithQuery('/adminHome', { view: 'bookings', filter: 'approved' })).toBe(
      '/adminHome?view=bookings&filter=approved',
    );
  });

  it('fills the route’s parameters first', () => {
    expect(hrefWithQuery('/BookingInfo/:id', { id: '42' }, { edit: '1' })).toBe('/BookingInfo/42?edit=1');
  });

  it('encodes values, so an address or a name survives the trip', () => {
    expect(hrefWithQuery('/login', { redirectTo: '/BookingInfo/3?edit=1' })).toBe(
      '/login?redirectTo=%2FBookingInfo%2F3%3Fedit%3D1',
    );
    expect(
      new URL(hrefWithQuery('/BookingForm', { session: 'Equine portrait' }), 'http://x').searchParams.get(
        'session',
      ),
    ).toBe('Equine portrait');
  });

  it('leaves out what is undefined, and the ? when nothing is left', () => {
    expect(hrefWithQuery('/adminHome', { view: 'bookings', filter: undefined })).toBe(
      '/adminHome?view=bookings',
    );
    expect(hrefWithQuery('/BookingForm', {})).toBe('/BookingForm');
  });
});
