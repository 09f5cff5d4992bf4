import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** Layout data (contact details, credits, the signed-in user); undefined when the root loader failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export type RootData = NonNullable<ReturnType<typeof useRootData>>;
