import { useTranslation } from 'react-i18next';
import { IconTools } from './icons';
import './placeholders.css';

/** The state of a page whose capability is not built yet: its title and a clear notice. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder" data-testid="page-not-available">
      <IconTools size={48} className="placeholder__icon" />
      <h2 className="placeholder__title">{title}</h2>
      <p className="placeholder__text">{t('placeholder.not-available')}</p>
    </section>
  );
}
