import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';

/**
 * The API's texts in the languages besides Dutch (api/src/i18n/nl.ts), one JSON file per language
 * as `{ "api": {...} }`. A new language: add its file here; the completeness test checks its keys.
 */
export const API_LOCALES: Readonly<Record<string, { api: unknown }>> = { de, en, es, fr, it };
