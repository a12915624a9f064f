import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageNavBar } from '@/components/ui/page-nav-bar';
import { HOME_PATH } from '@/lib/navigation';
import '@/components/ui/placeholders.css';

/** A route that is not in the table. */
export function NotFoundPage() {
  const { t } = useTranslation('routes');
  const title = t('title.not-found');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <PageNavBar title={title} />
      <main className="page">
        <section className="placeholder" data-testid="page-not-found">
          <p className="placeholder__text">{t('not-found.text')}</p>
          <Link className="placeholder__button" to={`/${HOME_PATH}`} replace>
            {t('not-found.home')}
          </Link>
        </section>
      </main>
    </>
  );
}
