import { z } from 'zod';

/** Show Orders' move of one order to its next step (PRODUCT §20). */
export const moveOrderSchema = z
  .object({
    intent: z.literal('move-order'),
    orderId: z.string().regex(/^[0-9A-F]{15}$/, 'That order does not exist.'),
    to: z.enum(['in-production', 'shipped', 'delivered', 'cancelled'], { error: 'Please choose a step' }),
    carrier: z.string().trim().max(50, 'Carrier cannot exceed 50 characters').optional(),
    tracking: z.string().trim().max(60, 'Tracking number cannot exceed 60 characters').optional(),
    reason: z.string().trim().max(300, 'Reason cannot exceed 300 characters').optional(),
  })
  .refine((input) => input.to !== 'shipped' || Boolean(input.carrier), {
    message: 'Carrier is required',
    path: ['carrier'],
  })
  .refine((input) => input.to !== 'shipped' || Boolean(input.tracking), {
    message: 'Tracking number is required',
    path: ['tracking'],
  })
  .refine((input) => input.to !== 'cancelled' || Boolean(input.reason), {
    message: 'Reason is required',
    path: ['reason'],
  });

export type MoveOrderInput = z.infer<typeof moveOrderSchema>;
