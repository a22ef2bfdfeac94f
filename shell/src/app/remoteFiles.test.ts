import { appFiles, filesBase, sharedFiles, sharedNeeds, type FederationManifest, type ShareScope } from './remoteFiles';

const assets = (sync: string[], async: string[] = []) => ({ js: { sync, async } });

const auth: FederationManifest = {
  metaData: { publicPath: 'auto' },
  exposes: [
    {
      name: 'app',
      assets: assets(['__federation_expose_app.a1.js'], ['3815.b2.js', 'locale-fr-json.c3.js', 'locale-en-json.d4.js', '1062.e5.js']),
    },
    { name: 'signup', assets: assets(['__federation_expose_signup.f6.js']) },
  ],
  shared: [
    { name: 'react', version: '19.3.1', assets: assets(['3696.aa.js']) },
    { name: 'shared-kernel/ui/Modal', version: '1.0.0', assets: assets(['6375.bb.js', '8756.cc.js']) },
    { name: 'shared-kernel/ui/Button', version: '1.0.0', assets: assets(['1246.dd.js']) },
    { name: 'shared-kernel/ui/TextField', version: '1.0.0', assets: assets(['4435.ee.js']) },
  ],
};

describe('sharedNeeds', () => {
  it('leaves out what the page has loaded; takes a copy registered on the page, else the remote’s own', () => {
    const scope: ShareScope = {
      react: { '19.3.1': { from: 'shell', loaded: true } },
      // Registered by the shell, not loaded yet: the runtime keeps the first registration (loaded-first).
      'shared-kernel/ui/Modal': { '1.0.0': { from: 'shell' } },
      // Being loaded for the page right now.
      'shared-kernel/ui/Button': { '1.0.0': { from: 'mfe_landers', loading: Promise.resolve() } },
    };
    expect(sharedNeeds(auth, scope, 'mfe_auth')).toEqual([
      { name: 'shared-kernel/ui/Modal', provider: 'shell' },
      { name: 'shared-kernel/ui/TextField', provider: 'mfe_auth' },
    ]);
  });
});

describe('sharedFiles', () => {
  it('lists a shared module’s chunks in a provider’s manifest, none when it does not provide it', () => {
    expect(sharedFiles(auth, 'shared-kernel/ui/Modal')).toEqual(['6375.bb.js', '8756.cc.js']);
    expect(sharedFiles(auth, 'shared-kernel/ui/Badge')).toEqual([]);
  });
});

describe('appFiles', () => {
  it('gives ./app’s module and lazy chunks, with the texts of the page’s language only', () => {
    expect(appFiles(auth, 'nl')).toEqual({ sync: ['__federation_expose_app.a1.js'], lazy: ['3815.b2.js', '1062.e5.js'] });
    expect(appFiles(auth, 'fr-BE').lazy).toEqual(['3815.b2.js', 'locale-fr-json.c3.js', '1062.e5.js']);
    expect(appFiles({ exposes: [] }, 'nl')).toEqual({ sync: [], lazy: [] });
  });
});

describe('filesBase', () => {
  it('is the manifest’s folder for publicPath auto, else its publicPath', () => {
    expect(filesBase(auth, 'http://site.test/mfe/mfe-auth/5e5c/mf-manifest.json')).toBe('http://site.test/mfe/mfe-auth/5e5c/');
    expect(filesBase({ metaData: { publicPath: '/' } }, 'http://site.test/mf-manifest.json')).toBe('http://site.test/');
  });
});
