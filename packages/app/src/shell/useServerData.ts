import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router-dom';

/**
 * What the server rendered this page from (its route's `serverData`, see PageRoute), while the
 * router still holds it: on the server's render and the browser's hydrating render of that page;
 * undefined after a navigation in the browser, and outside a data router (stories, unit tests).
 * Issue 27: the account pages take the details the server loaded, so both renders agree.
 */
export function useServerData<T>(): T | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { matches } = useContext(UNSAFE_RouteContext);
  const id = matches[matches.length - 1]?.route.id;
  const value = id ? state?.loaderData?.[id] : undefined;
  return (value ?? undefined) as T | undefined;
}
