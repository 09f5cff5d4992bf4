/**
 * An order's steps after it is placed (PRODUCT §20, decision 066): New → In production → Shipped →
 * Delivered, or Cancelled before it ships. Pure, so the admin's view and the client's page read
 * the same rule.
 */
export const orderStatuses = ['new', 'in-production', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  new: 'New',
  'in-production': 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * Where an order may go from each status: one step forward, or Cancelled while nothing has left
 * the lab. Delivered and Cancelled are the end.
 */
export const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['in-production', 'cancelled'],
  'in-production': ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

export function parseOrderStatus(value: string | null): OrderStatus | null {
  return orderStatuses.find((status) => status === value) ?? null;
}

/** A step as `/orders/{id}` shows it: "Shipped, November 29, 2026: UPS 1Z999AA10123456784". */
export interface OrderStepView {
  label: string;
  on: string;
  detail: string | null;
}
