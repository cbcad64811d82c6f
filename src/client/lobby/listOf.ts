/** A few names as one phrase of the current language: "A, B and C", "A、B、C", "A、B和C". */
import { language } from '../i18n';

// Building a ListFormat costs far more than using one, and rows are rendered every refresh.
const formats = new Map<string, Intl.ListFormat>();

export function listOf(items: readonly string[]): string {
  const lang = language.value;
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { type: 'conjunction', style: 'long' });
    formats.set(lang, format);
  }
  return format.format(items);
}
