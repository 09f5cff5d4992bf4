import { type SerializeFrom, useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

export type RootData = SerializeFrom<typeof loader>;

/** Layout data (contact details, credits, the signed-in user); undefined when the root loader failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root') as RootData | undefined;
}
