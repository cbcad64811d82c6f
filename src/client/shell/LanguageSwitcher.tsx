import { type Language, language, languageNames, setLanguage, t } from '../i18n';

export function LanguageSwitcher() {
  return (
    <label class="header-control">
      <span class="visually-hidden">{t('nav.language')}</span>
      <select
        class="language"
        aria-label={t('nav.language')}
        value={language.value}
        onChange={(e) => setLanguage(e.currentTarget.value as Language)}
      >
        {(Object.keys(languageNames) as Language[]).map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
