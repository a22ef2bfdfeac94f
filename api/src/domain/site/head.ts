import { matchSiteRoute, type SiteRoute } from './routes';

/**
 * The head of every page the server sends (issue 16, item 8): title, meta description, canonical
 * URL, robots and, on landers, Open Graph. One pure function of path and site, so the HTML the
 * server serves today and the server-rendered pages call the same thing. The titles are the ones the
 * remotes set on the client (`<page> | <site name>`, the home page the site's index_title), so a
 * page's title does not change when it hydrates.
 */

/** What a site variant says about itself (its settings). */
export interface HeadSite {
  /** The site's name (settings.name), e.g. "Hartklop". */
  name: string;
  /** The home page's title (settings.index_title). */
  indexTitle: string;
  /** The site's description (settings.description): the home page's and the fallback. */
  description: string;
  /** The site's language (site variant domain_language, e.g. "nl-NL"). */
  language: string;
}

export interface OpenGraph {
  type: 'website';
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  siteName: string;
  locale: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Whether search engines may index the page (public pages); member pages and unknown paths may not. */
  indexable: boolean;
  robots: string;
  openGraph: OpenGraph | null;
}

export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, nofollow';
/** The sharing image: the logo on the brand colour, 1200 × 630 (scripts/make-app-icons.mjs). */
export const SHARE_IMAGE_PATH = '/icons/share-1200x630.png';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The <meta> that tells the page whether the request came with a valid session (item 5). */
export const SESSION_META_NAME = 'hartklop-session';

interface PageText {
  /** The page part of the title; null: the site's index title. */
  title: string | null;
  /** null: the site's description. */
  description: string | null;
  /** Public page that search engines may index. */
  index: boolean;
}

const page = (title: string | null, description: string | null, index = true): PageText => ({ title, description, index });
const memberPage = (title: string): PageText => page(title, null, false);

/**
 * The landers of `/landers/{name}/{slug?}`. Their titles are mfe-landers' registry titles
 * (features/landers/registry.ts; a test keeps the two equal).
 */
export const LANDER_TEXTS: Readonly<Record<string, { title: string; description: string }>> = {
  alonetonight: {
    title: 'Vanavond niet alleen',
    description: 'Vanavond niet alleen? Maak gratis een profiel en chat met singles die ook vanavond online zijn.',
  },
  collagelanding: {
    title: 'Singles in beeld',
    description: 'Singles bij jou in de buurt in één overzicht. Meld je gratis aan, like wie je leuk vindt en begin een gesprek.',
  },
  gallery: {
    title: 'Fotogalerij van singles',
    description: 'Blader door de fotogalerij van singles op Hartklop, meld je gratis aan en stuur een bericht aan wie je opvalt.',
  },
  iconslanding: {
    title: 'Ontdek Hartklop',
    description: 'Zo werkt Hartklop: gratis aanmelden, profielen bekijken, liken, matchen en chatten met singles bij jou in de buurt.',
  },
  maplanding: {
    title: 'Singles bij jou in de buurt',
    description: 'Zie op de kaart hoeveel singles er in jouw provincie op Hartklop zijn en maak gratis kennis.',
  },
  socialnetwork: {
    title: 'Het sociale netwerk voor singles',
    description: 'Hartklop is het sociale netwerk voor singles: deel je profiel, ontmoet nieuwe mensen en chat wanneer het jou uitkomt.',
  },
  tinderswipe: {
    title: 'Swipe en match',
    description: 'Swipe door profielen van singles, like wie je leuk vindt en chat zodra het een match is. Gratis aanmelden.',
  },
  transitionsvideolanding: {
    title: 'Daten in beeld',
    description: 'Daten in beeld: bekijk wie er op Hartklop zit, meld je gratis aan en maak vandaag nog kennis.',
  },
  video: {
    title: 'Hartklop in beeld',
    description: 'Bekijk in een korte video hoe Hartklop werkt en meld je gratis aan om singles bij jou in de buurt te leren kennen.',
  },
};

/** By route name (the remotes' manifests). Route names not listed: the site's name, not indexed. */
const PAGES: Readonly<Record<string, PageText>> = {
  index: page(null, null),
  login: page('Inloggen', 'Log in op Hartklop en ga verder met je gesprekken, likes en matches.'),
  signup: page('Aanmelden', 'Meld je gratis aan bij Hartklop: maak in een paar stappen je profiel en ontmoet singles bij jou in de buurt.'),
  pricing: page('Prijzen', 'Wat kost Hartklop? Aanmelden is gratis; bekijk hier de prijzen van credits en premium.'),
  complaints: page('Klachten', 'Een klacht over Hartklop of een melding van ongepaste inhoud? Zo dien je die in en zo handelen wij hem af.'),
  'pages-terms': page('Algemene voorwaarden', 'De algemene voorwaarden van Hartklop: je account, credits, premium, betalingen en opzeggen.'),
  'pages-privacy': page('Privacyverklaring', 'Hoe Hartklop met je persoonsgegevens omgaat: welke gegevens, waarvoor, hoe lang en wat je rechten zijn.'),
  'pages-cookies': page('Cookiebeleid', 'Welke cookies Hartklop gebruikt, waarvoor ze dienen en hoe je ze beheert.'),
  'pages-ban': page('Account geblokkeerd', 'Waarom een account op Hartklop geblokkeerd kan worden en hoe je bezwaar maakt.'),
  'pages-return-policy': page('Retourbeleid', 'Het retourbeleid van Hartklop: wanneer je geld terugkrijgt voor credits en premium, en hoe je dat aanvraagt.'),
  'pages-faq': page('Veelgestelde vragen', 'Antwoorden op veelgestelde vragen over Hartklop: aanmelden, profiel, chatten, credits en betalen.'),
  'pages-service': page('Klantenservice', 'Hulp nodig? Zo bereik je de klantenservice van Hartklop per e-mail of telefoon.'),
  'pages-compliance': page('Compliance statement', 'Hartklop compliance statement (18 U.S.C. 2257).'),
  // Public, but one per member: reachable, not worth indexing one by one.
  'members-id-landing': page('Maak kennis op Hartklop', null, false),
  'members-id-landing2': page('Maak kennis op Hartklop', null, false),
  'members-id-landing3': page('Maak kennis op Hartklop', null, false),
  'members-id-signup': page('Meld je gratis aan', null, false),
  // Members' pages and one-time pages of an account: never indexed.
  members: memberPage('Leden zoeken'),
  'members-id': memberPage('Profiel bekijken'),
  'members-id-chat': memberPage('Chatten'),
  chats: memberPage('Berichten'),
  'chats-id': memberPage('Gesprek'),
  likes: memberPage('Likes'),
  'likes-type': memberPage('Likes'),
  'likes-m-id': memberPage('Like bekijken'),
  notifications: memberPage('Meldingen'),
  profile: memberPage('Mijn profiel'),
  'match-finder': memberPage('Matchfinder'),
  'swipe-game': memberPage('Swipegame'),
  'lang-config': memberPage('Taalinstellingen'),
  premium: memberPage('Premium worden'),
  credits: memberPage('Credits kopen'),
  'credits-id-paymentmethod': memberPage('Betaalmethode kiezen'),
  'credits-repeat-order': memberPage('Herhaalbestelling'),
  directdebit: memberPage('Automatische incasso'),
  transactions: memberPage('Transacties'),
  'signup-matches': memberPage('Jouw eerste matches'),
  'complete-signup': memberPage('Aanmelding voltooien'),
  'reset-password': memberPage('Wachtwoord vergeten'),
  'reset-password-do': memberPage('Nieuw wachtwoord instellen'),
  'activate-done': memberPage('Account geactiveerd'),
  'activate-error': memberPage('Activeren mislukt'),
  'mail-change-do': memberPage('E-mailadres bevestigen'),
  'account-deleted': memberPage('Account verwijderd'),
  settings: memberPage('Account'),
  unsubscribe: memberPage('Afmelden voor e-mails'),
};

/** "Inloggen" + "Hartklop" → "Inloggen | Hartklop" (as the remotes compose it). */
const composeTitle = (pageTitle: string, siteName: string): string =>
  pageTitle && pageTitle !== siteName ? `${pageTitle} | ${siteName}` : siteName;

/** `/landers/gallery/zomer` → `gallery`; null for any other path. */
const landerOf = (pathname: string): string | null => {
  const m = /^\/landers\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  const name = m?.[1];
  return name !== undefined && Object.hasOwn(LANDER_TEXTS, name) ? name : null;
};

/** `nl-NL` → `nl_NL` (Open Graph's locale form). */
const ogLocale = (language: string): string => language.replace('-', '_');

export interface HeadRequest {
  pathname: string;
  /** The public origin (PUBLIC_URL, else the request's): `https://www.hartklop.nl`, no trailing slash. */
  origin: string;
  site: HeadSite;
}

/** The head of the page at `pathname`. */
export function pageHead(routes: readonly SiteRoute[], { pathname, origin, site }: HeadRequest): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lander = landerOf(path);
  if (lander) {
    const text = LANDER_TEXTS[lander];
    if (text) {
      // A campaign's slug changes the offer, not the page: every slug's canonical is the lander's own.
      const canonical = `${origin}/landers/${lander}`;
      const title = composeTitle(text.title, site.name);
      return {
        title,
        description: text.description,
        canonical,
        indexable: true,
        robots: ROBOTS_INDEX,
        openGraph: {
          type: 'website',
          title,
          description: text.description,
          url: canonical,
          image: `${origin}${SHARE_IMAGE_PATH}`,
          imageAlt: `${site.name}: het hart van het logo`,
          siteName: site.name,
          locale: ogLocale(site.language),
        },
      };
    }
  }
  const match = matchSiteRoute(routes, path);
  const text = match ? PAGES[match.route.name] : undefined;
  const canonical = `${origin}${path}`;
  if (!text) {
    // An unknown path (the shell's 404), an unknown lander or a token page.
    return { title: site.name, description: site.description, canonical, indexable: false, robots: ROBOTS_NOINDEX, openGraph: null };
  }
  return {
    title: text.title === null ? site.indexTitle : composeTitle(text.title, site.name),
    description: text.description ?? site.description,
    canonical,
    indexable: text.index,
    robots: text.index ? ROBOTS_INDEX : ROBOTS_NOINDEX,
    openGraph: null,
  };
}

/**
 * The public pages for the sitemap: every indexable route of the manifests (landers included, each
 * has its route there) without a required parameter; an optional one is left out.
 */
export function sitemapPaths(routes: readonly SiteRoute[]): string[] {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.path.includes('*')) continue;
    const segments = route.path.split('/').filter(Boolean);
    if (segments.some((s) => s.startsWith(':') && !s.endsWith('?'))) continue;
    const path = '/' + segments.filter((s) => !s.startsWith(':')).join('/');
    if (PAGES[route.name]?.index || landerOf(path)) paths.add(path);
  }
  return [...paths].sort();
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The head as HTML tags (title, description, canonical, robots, Open Graph, manifest). */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta name="robots" content="${head.robots}">`,
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`,
  ];
  const og = head.openGraph;
  if (og) {
    tags.push(
      `<meta property="og:type" content="${og.type}">`,
      `<meta property="og:title" content="${escapeHtml(og.title)}">`,
      `<meta property="og:description" content="${escapeHtml(og.description)}">`,
      `<meta property="og:url" content="${escapeHtml(og.url)}">`,
      `<meta property="og:image" content="${escapeHtml(og.image)}">`,
      `<meta property="og:image:width" content="1200">`,
      `<meta property="og:image:height" content="630">`,
      `<meta property="og:image:alt" content="${escapeHtml(og.imageAlt)}">`,
      `<meta property="og:site_name" content="${escapeHtml(og.siteName)}">`,
      `<meta property="og:locale" content="${escapeHtml(og.locale)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    );
  }
  return tags.join('');
}

/** Whether the request has a session, as the page learns it (shared-kernel/stores/session: sessionHint). */
export const sessionMeta = (hasSession: boolean): string => `<meta name="${SESSION_META_NAME}" content="${hasSession ? '1' : '0'}">`;

/**
 * The shell's index.html with `tags` in its head: the build's `<title>` is replaced, anything else
 * goes before `</head>`. An HTML without a head is returned as it is.
 */
export function injectHead(html: string, tags: string): string {
  const withoutTitle = html.replace(/<title>[^<]*<\/title>/i, '');
  const at = withoutTitle.search(/<\/head>/i);
  if (at < 0) return html;
  return withoutTitle.slice(0, at) + tags + withoutTitle.slice(at);
}

/** Paths no robot should crawl besides the members' pages: the API, staff, the local mailbox, the payment sandbox. */
const DISALLOWED_ALWAYS = ['/admin', '/api/', '/dev/', '/payment-sandbox', '/v2/'];

/**
 * Where robots may not go: the static part (up to the first parameter) of every route that is not
 * indexed (members' pages, account pages), plus DISALLOWED_ALWAYS. A path under a shorter one is left out.
 */
export function disallowedPaths(routes: readonly SiteRoute[]): string[] {
  const prefixes = new Set(DISALLOWED_ALWAYS);
  for (const route of routes) {
    const text = PAGES[route.name];
    if (!text || text.index) continue;
    const staticPart: string[] = [];
    for (const segment of route.path.split('/').filter(Boolean)) {
      if (segment.startsWith(':') || segment === '*') break;
      staticPart.push(segment);
    }
    if (staticPart.length) prefixes.add(`/${staticPart.join('/')}`);
  }
  const sorted = [...prefixes].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const covers = (shorter: string, longer: string) => longer.startsWith(shorter.endsWith('/') ? shorter : `${shorter}/`) || longer === shorter;
  return sorted.filter((p, i) => !sorted.slice(0, i).some((q) => covers(q, p))).sort();
}

/** robots.txt: the members' areas and the technical paths disallowed, the sitemap linked. */
export function robotsTxt(routes: readonly SiteRoute[], origin: string): string {
  return ['User-agent: *', ...disallowedPaths(routes).map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** sitemap.xml of the public pages (sitemapPaths). */
export function sitemapXml(routes: readonly SiteRoute[], origin: string): string {
  const urls = sitemapPaths(routes).map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The icons made from the logo by scripts/make-app-icons.mjs (in shell/public/icons, served at /icons/). */
export const MANIFEST_ICONS: readonly WebManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest (issue 16, item 9): installable, standalone, in the theme's colours. */
export function webManifest(site: HeadSite, colors: { theme: string; background: string }) {
  return {
    id: '/',
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: site.language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: MANIFEST_ICONS,
  };
}
