import { createHashRouter, type RouteObject } from 'react-router';
import { HOME_PATH, registerNavigator } from '@/lib/navigation';
import { routes } from './routes';
import { AppLayout, type RouteHandle } from './shell/app-layout';
import { NotFoundPage } from './shell/not-found-page';
import { PageError } from './shell/page-error';
import { Redirect } from './shell/redirect';
import { RoutePage } from './shell/route-page';

/** The entry page: `/` is an alias of pages/index/index, which opens home-f. */
const toHome = <Redirect to={`/${HOME_PATH}`} />;

const children: RouteObject[] = [
  { index: true, element: toHome },
  { path: 'pages/index/index', element: toHome },
  ...routes.map(
    (route): RouteObject => ({
      path: route.path,
      element: <RoutePage key={route.path} route={route} />,
      handle: { route } satisfies RouteHandle,
    }),
  ),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createHashRouter([
  { path: '/', element: <AppLayout />, errorElement: <PageError error={null} />, children },
]);

registerNavigator((to, opts) => {
  void router.navigate(`/${to.replace(/^\/+/, '')}`, { replace: opts?.replace, state: opts?.state });
});
