import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigationType } from 'react-router';
import { DelayedLoading } from '@/components/ui/delayed-loading';
import { IconHistory } from '@/components/ui/icons';
import { NotAvailable } from '@/components/ui/not-available';
import { PageNavBar } from '@/components/ui/page-nav-bar';
import { markPageShown } from '@/lib/first-page';
import { focusPageStart, focusRemembered, pageHeading, remembersFocus } from '@/lib/page-focus';
import { HOME_PATH, LOGIN_PATH, toLoginState } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import type { AppRoute } from '../routes';
import { lazyPage } from './lazy-page';
import { PageErrorBoundary } from './page-error';
import { Redirect } from './redirect';

/**
 * One route of the table: the session check, the document title, the shared navigation
 * bar (unless the page draws its own) and the lazily loaded page with its placeholders.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useTranslation('routes');
  const signedIn = useSession((s) => s.token !== null);
  const location = useLocation();
  const title = t(route.title);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useFocusOnArrival(location.pathname);

  // Keyed by the navigation: React can keep this element mounted across a navigation that
  // never committed (sign-out opens login in a transition, and a new address can arrive
  // before it lands); a fresh key makes every arrival here redirect again.
  // Signed in, the sign-in and registration forms have nothing to do (Back after registering
  // would otherwise show sign-in with the new account filled in).
  if (route.guestOnly && signedIn) return <Redirect key={location.key} to={`/${HOME_PATH}`} />;
  if (!route.public && !signedIn) {
    return <Redirect key={location.key} to={`/${LOGIN_PATH}`} state={toLoginState(`${location.pathname.slice(1)}${location.search}`)} />;
  }

  const Page = route.eager ?? (route.page ? lazyPage(route.path, route.page) : null);
  const action = route.navAction;
  return (
    <>
      {route.nav !== 'custom' && (
        <PageNavBar
          title={title}
          back={route.tab === undefined}
          right={
            action && (
              <Link to={`/${action.to}`} aria-label={t(action.label)}>
                <IconHistory />
              </Link>
            )
          }
        />
      )}
      <main className="page">
        <PageErrorBoundary>
          <Suspense fallback={<DelayedLoading />}>
            {Page ? <Page /> : <NotAvailable title={title} />}
            <PageShown />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </>
  );
}

/**
 * After a navigation inside the app, the focus goes to the new page's heading (its name), so
 * a screen reader says where the customer is and the keyboard starts from the top of the
 * page, rather than from the document itself or from the tab-bar link left focused. Back or
 * Forward to a page gives the focus to the control the customer left it from, where that is
 * still there (`focusRemembered`). A page that has put the focus somewhere itself (the search
 * field) keeps it; the first page of a visit leaves it where the browser put it.
 */
let firstPageSeen = false;

function useFocusOnArrival(path: string) {
  // How the page was reached, read as it arrives: only a new page moves the focus.
  const navigationType = useNavigationType();
  const reachedBy = useRef(navigationType);
  reachedBy.current = navigationType;
  useEffect(() => {
    if (!firstPageSeen) {
      firstPageSeen = true;
      return;
    }
    // Back or Forward: the control the customer left the page from, once the page has drawn it.
    const returning = reachedBy.current === 'POP';
    let frames = 0;
    let frame = 0;
    const move = () => {
      const active = document.activeElement;
      if (active && active !== document.body && !active.closest('.tab-bar') && active.isConnected) return;
      if (returning && focusRemembered()) return;
      // A lazy page without its own bar draws its heading once loaded, and the control left
      // from comes with the page's content: wait a few frames.
      if (((returning && remembersFocus()) || !pageHeading()) && ++frames < 30) {
        frame = requestAnimationFrame(move);
        return;
      }
      focusPageStart();
    };
    frame = requestAnimationFrame(move);
    return () => cancelAnimationFrame(frame);
  }, [path]);
}

/** Tells `firstPageShown` once the page beside it (in the same Suspense boundary) is drawn. */
function PageShown() {
  useEffect(markPageShown, []);
  return null;
}
