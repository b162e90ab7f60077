import { createContext, useContext } from 'react';

/** The id of the deepest route that matched the current location (set by `AppRoutes`). */
export const MatchedRouteContext = createContext<string | undefined>(undefined);

export const useMatchedRouteId = () => useContext(MatchedRouteContext);
