import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import fr from './fr.json';
import it from './it.json';
import nb from './nb.json';
import pl from './pl.json';
import sv from './sv.json';

/**
 * The API's texts in the languages besides Dutch (api/src/i18n/nl.ts), one JSON file per language
 * as `{ "api": {...} }`. A new language: add its file here; the completeness test checks its keys.
 */
export const API_LOCALES: Readonly<Record<string, { api: unknown }>> = { da, de, en, es, fi, fr, it, nb, pl, sv };
