import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { trackPageView } from './analytics.js';

/** Fires the page-view tracker on each navigation. */
function PageViewTracker() {
  const location = useLocation();
  useEffect(() => {
    trackPageView(location.pathname);
  }, [location.pathname]);
  return null;
}

export function RootFrame() {
  return (
    <>
      <PageViewTracker />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
