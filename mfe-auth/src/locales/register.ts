import { registerLocales } from 'shared-kernel/i18n';

/** This package's texts besides Dutch: one chunk per language file here, fetched when that language is active. */
void registerLocales('mfe-auth', (lang) => import(/* webpackChunkName: "locale-[request]" */ `./${lang}.json`));
