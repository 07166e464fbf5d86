import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title for this page, `"FAQ #3 · Back-office"`, in the current language: pages pass
 * an already translated text (from `t`), so a language switch re-renders them and the title
 * follows. Without a title (still loading) the tab says just the app's name; null leaves the
 * title as the page around set it (an edit form in a tab of a page with a title of its own).
 *
 * @example useDocumentTitle(t('faq.list.title'));
 * @example useDocumentTitle(t('pageTitle.record', { name: t('faq.list.title'), id }));
 */
export function useDocumentTitle(title: string | undefined | null): void {
  const { t } = useTranslation();
  const appName = t('shell.appName');
  useEffect(() => {
    // null: a part of a page that leaves the title to the page around it
    if (title === null) return;
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
