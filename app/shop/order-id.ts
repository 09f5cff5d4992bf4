/**
 * An order's public ID (PRODUCT §2 Confirm): 15 upper-case hex characters. Checked before the
 * database is asked, so an address that cannot name an order is Not Found for everyone, first.
 */
export function isOrderPublicId(value: string): boolean {
  return /^[0-9A-F]{15}$/.test(value);
}
