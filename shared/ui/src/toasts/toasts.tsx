import { lazy, Suspense, useEffect, useState } from 'react';
import { TOASTS_WANTED } from '@easel/store';
import './toasts.css';

const ToastContainer = lazy(() => import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })));

/**
 * The page's one toast container, with the library defaults of spec §9; colours follow the theme's tokens. It mounts
 * with the page's first toast (showToast marks <html>), so that react-toastify is not part of every first load.
 */
export function Toasts() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
        theme="light"
      />
    </Suspense>
  );
}

function useToastsWanted() {
  const html = document.documentElement;
  const [wanted, setWanted] = useState(() => html.hasAttribute(TOASTS_WANTED));
  useEffect(() => {
    if (wanted) return;
    const observer = new MutationObserver(() => html.hasAttribute(TOASTS_WANTED) && setWanted(true));
    observer.observe(html, { attributes: true, attributeFilter: [TOASTS_WANTED] });
    if (html.hasAttribute(TOASTS_WANTED)) setWanted(true);
    return () => observer.disconnect();
  }, [html, wanted]);
  return wanted;
}
