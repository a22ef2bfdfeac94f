export interface FoundChromium {
  path: string;
  source: 'PLAYWRIGHT_CHROMIUM_PATH' | 'playwright' | 'system';
}
export declare const SYSTEM_CHROMIUM_PATHS: readonly string[];
export declare function playwrightChromiumPath(): string | undefined;
export declare function findChromium(options?: {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  playwrightPath?: string | undefined;
}): FoundChromium | null;
