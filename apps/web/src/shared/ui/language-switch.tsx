import { LANGUAGES } from '@backoffice/contract';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';

/**
 * PL / EN buttons; the choice is stored in `localStorage.platformLanguage`. `onChanged` runs
 * once the new language is in place (the signed-in shell refetches what the server answered in
 * the old one: a list sorted by a translated title).
 */
export function LanguageSwitch({ onChanged }: { onChanged?: () => void } = {}) {
  const { t, i18n } = useTranslation();
  // read through the hook's i18n so the buttons re-render on a change made elsewhere
  const active = i18n.language === 'en' ? 'en' : 'pl';
  return (
    <Button.Group>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="xs"
          variant={active === language ? 'filled' : 'default'}
          aria-pressed={active === language}
          title={t(`language.${language}`)}
          onClick={() => void changeLanguage(language).then(onChanged)}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Button.Group>
  );
}
