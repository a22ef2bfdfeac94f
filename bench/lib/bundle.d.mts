import type { Browser } from '@playwright/test';
export interface MeasuredFile { path: string; bytes: number; gzip: number; owner: string; kind: 'shell' | 'shared' | 'remote'; libs: string[] }
export interface RouteMeasure { route: string; files: MeasuredFile[]; shell: number; shared: number; remote: number; total: number }
export declare const BUDGETS: { indexTotal: number; remoteChunk: number };
export declare const LANDER_ROUTES: string[];
export declare const BENCH_ROUTES: string[];
export declare function isFirstVisitRoute(route: string): boolean;
export declare function loadClassifier(baseURL: string): Promise<(pathname: string) => { owner: string; kind: MeasuredFile['kind']; libs: string[] }>;
export declare function measureRoute(browser: Browser, baseURL: string, route: string, classify: Awaited<ReturnType<typeof loadClassifier>>): Promise<RouteMeasure>;
export declare function duplicatedLibraries(files: Array<{ owner: string; libs: string[] }>): string[];
export declare function kb(n: number): string;

export declare const LOCALE_CHUNK: RegExp;
export declare function languageFiles(lang: string, shellDir: string, remoteDirs: Record<string, string>): Array<{ owner: string; path: string; gzip: number }>;
export declare function builtLanguages(shellDir: string, remoteDirs: Record<string, string>): string[];
