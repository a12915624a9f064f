import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { NotAvailable } from '@/components/ui/not-available';
import { useTextLang } from '@/lib/settings/get-text-lang';
import './settings.css';

/** The text-lang entry this page shows. */
const KEY = 'privacy';

/**
 * `pages/user/privacy`: the privacy policy from the text-lang dictionary (`/api/textLang/list`),
 * in the customer's language. Its content is rich text, cleaned (DOMPurify) as the pop-up
 * notices are: no script, handler or frame from the server reaches the page. Open without
 * signing in: it is read before an account exists.
 */
export default function PrivacyPage() {
  const { t } = useTranslation(['routes', 'common']);
  const query = useTextLang();
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} testId="text-lang-error" />;
  if (!query.data) return <p className="settings-page placeholder__text">{t('common:placeholder.loading')}</p>;
  const entry = query.data.find((e) => e.key === KEY);
  if (!entry) return <NotAvailable title={t('title.privacy')} />;
  return (
    <article className="settings-page text-page rich-text" data-testid="text-page" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(entry.content) }} />
  );
}
