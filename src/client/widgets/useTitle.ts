import { useEffect } from 'preact/hooks';
import { t } from '../i18n';

/** Names the browser tab after the page, e.g. "Knight placement · Parlour". */
export function useTitle(page: string | null): void {
  const app = t('app.name');
  const title = page ? `${page} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
