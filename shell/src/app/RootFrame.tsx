import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { trackPageView } from './analytics.js';

/** Fires the page-view tracker on each navigation. */
function PageViewTracker() {
  const location = useLocation();
  useEffect(() => {
    trackPageView(location.pathname);
  }, [location.pathname]);
  return null;
}

/** A new page starts at its top (a link to an anchor scrolls to the anchor instead). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function RootFrame() {
  return (
    <>
      <PageViewTracker />
      <ScrollToTop />
      <Outlet />
    </>
  );
}
