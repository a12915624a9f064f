import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { usePageConfig } from '@/lib/settings/get-page-config';
import { AssetsPanel } from '../components/assets-panel';
import { HomeHeader } from '../components/home-header';
import { HomeQuotes } from '../components/home-quotes';
import { QuickLinks } from '../components/quick-links';
import './home.css';

/** Modules home knows, in default order; the page config may hide or reorder them. */
const MODULES: Record<string, () => ReactNode> = {
  assets: () => <AssetsPanel />,
  quickLinks: () => <QuickLinks />,
  quotes: () => <HomeQuotes />,
};
const DEFAULT_ORDER = Object.keys(MODULES);

/** Home (home-f and its variants): header, assets, shortcuts and quotes, laid out by the page config. */
export default function HomePage() {
  const matches = useMatches();
  const pagePath = (matches[matches.length - 1]?.pathname ?? '').replace(/^\//, '');
  const layout = usePageConfig(pagePath, DEFAULT_ORDER);
  return (
    <div className="home">
      <HomeHeader />
      {layout.modules.map((name) => (
        <div key={name} data-module={name}>
          {MODULES[name]?.()}
        </div>
      ))}
    </div>
  );
}
