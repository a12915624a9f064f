import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { router } from './router';
import './styles.css';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
