import type { IconId } from '@/lib/icons/icon-href';

/**
 * The one registry of the site's pages. The sidebar, the mobile menu, the sitemap, hreflang
 * alternates, llms.txt and the route tests are all derived from it. Each page's copy lives in
 * the message namespace of the same id (messages/{locale}/{id}.json); its sidebar label and
 * description in nav.json under links.{id}.
 */
export const navSections = ['product', 'company', 'pricing', 'resources', 'legal'] as const;
export type NavSection = (typeof navSections)[number];

/** Sections open by default (docs/specification.md §2); the External section is open as well. */
export const sectionsOpenByDefault: readonly (NavSection | 'external')[] = ['product', 'external'];

export type PageKind = 'home' | 'content' | 'docs' | 'legal' | 'comingSoon';

export type PageEntry = {
  id: string;
  path: string;
  kind: PageKind;
  icon: IconId;
  section?: NavSection;
};

export const pages = [
  { id: 'home', path: '/', kind: 'home', icon: 'House' },

  { id: 'integrations', path: '/integrations', kind: 'content', icon: 'Plug', section: 'product' },
  { id: 'platform', path: '/platform', kind: 'content', icon: 'Layers', section: 'product' },
  { id: 'workflows', path: '/workflows', kind: 'content', icon: 'Workflow', section: 'product' },
  {
    id: 'implementation',
    path: '/implementation',
    kind: 'content',
    icon: 'Rocket',
    section: 'product',
  },
  { id: 'mcpRegistry', path: '/mcp-registry', kind: 'docs', icon: 'Server', section: 'product' },

  { id: 'about', path: '/about', kind: 'content', icon: 'Building', section: 'company' },
  { id: 'careers', path: '/careers', kind: 'content', icon: 'Briefcase', section: 'company' },
  { id: 'partners', path: '/partners', kind: 'content', icon: 'Handshake', section: 'company' },
  { id: 'investors', path: '/investors', kind: 'content', icon: 'TrendingUp', section: 'company' },
  { id: 'security', path: '/security', kind: 'content', icon: 'ShieldCheck', section: 'company' },

  { id: 'enterprise', path: '/enterprise', kind: 'content', icon: 'Users', section: 'pricing' },
  { id: 'pricing', path: '/pricing', kind: 'content', icon: 'Tag', section: 'pricing' },

  { id: 'resources', path: '/resources', kind: 'content', icon: 'Library', section: 'resources' },
  { id: 'docs', path: '/docs', kind: 'docs', icon: 'BookOpen', section: 'resources' },
  {
    id: 'docsImageWorkflows',
    path: '/docs/image-workflows',
    kind: 'docs',
    icon: 'Image',
    section: 'resources',
  },
  {
    id: 'docsWorkerContract',
    path: '/docs/worker-contract',
    kind: 'docs',
    icon: 'FileCode',
    section: 'resources',
  },
  {
    id: 'docsArtifactTransformation',
    path: '/docs/artifact-transformation',
    kind: 'docs',
    icon: 'Shuffle',
    section: 'resources',
  },
  { id: 'docsMcp', path: '/docs/mcp', kind: 'docs', icon: 'Network', section: 'resources' },
  { id: 'api', path: '/api', kind: 'docs', icon: 'Code', section: 'resources' },
  { id: 'news', path: '/news', kind: 'content', icon: 'Newspaper', section: 'resources' },
  { id: 'support', path: '/support', kind: 'content', icon: 'LifeBuoy', section: 'resources' },
  { id: 'settings', path: '/settings', kind: 'content', icon: 'Settings', section: 'resources' },

  { id: 'legal', path: '/legal', kind: 'legal', icon: 'Scale', section: 'legal' },
  { id: 'privacy', path: '/privacy', kind: 'legal', icon: 'Lock', section: 'legal' },
  { id: 'terms', path: '/terms', kind: 'legal', icon: 'FileText', section: 'legal' },
  { id: 'cookies', path: '/cookies', kind: 'legal', icon: 'Cookie', section: 'legal' },
  { id: 'legalDpa', path: '/legal/dpa', kind: 'legal', icon: 'Database', section: 'legal' },
  { id: 'legalSla', path: '/legal/sla', kind: 'legal', icon: 'Gauge', section: 'legal' },
  {
    id: 'legalSubprocessors',
    path: '/legal/subprocessors',
    kind: 'legal',
    icon: 'Network',
    section: 'legal',
  },
  { id: 'legalAup', path: '/legal/aup', kind: 'legal', icon: 'Ban', section: 'legal' },
  { id: 'legalAiUse', path: '/legal/ai-use', kind: 'legal', icon: 'Bot', section: 'legal' },
  { id: 'legalAiEthics', path: '/legal/ai-ethics', kind: 'legal', icon: 'Brain', section: 'legal' },
  {
    id: 'legalAiDataUsage',
    path: '/legal/ai-data-usage',
    kind: 'legal',
    icon: 'Database',
    section: 'legal',
  },

  { id: 'ynoAi', path: '/yno-ai', kind: 'comingSoon', icon: 'Sparkles' },
  { id: 'asyncJobs', path: '/async-jobs', kind: 'comingSoon', icon: 'Workflow' },
  { id: 'premium', path: '/premium', kind: 'comingSoon', icon: 'Star' },
  { id: 'login', path: '/login', kind: 'comingSoon', icon: 'LogIn' },
  { id: 'signup', path: '/signup', kind: 'comingSoon', icon: 'UserPlus' },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof pages)[number]['id'];

const byId = new Map<string, PageEntry>(pages.map((page) => [page.id, page]));

export function getPage(id: PageId): PageEntry {
  return byId.get(id)!;
}

export function pagesInSection(section: NavSection): PageEntry[] {
  return pages.filter(
    (page): page is (typeof pages)[number] & { section: NavSection } =>
      'section' in page && page.section === section,
  );
}

/** Pages crawlers should index: everything but the Coming Soon placeholders. */
export function indexablePages(): PageEntry[] {
  return pages.filter((page) => page.kind !== 'comingSoon');
}

/** The quick links of the mobile top bar menu (docs/specification.md §2). */
export const mobileMenu: readonly PageId[] = [
  'home',
  'platform',
  'integrations',
  'workflows',
  'about',
  'careers',
  'news',
  'support',
];

/** The legal pages, in the order the legal centre lists them. */
export const legalDocuments: readonly PageId[] = pages
  .filter((page) => page.kind === 'legal' && page.id !== 'legal')
  .map((page) => page.id);

/** The legal centre and the core legal documents; the AI and usage policies form their own set. */
export const coreLegalDocuments: readonly PageId[] = [
  'legal',
  'privacy',
  'terms',
  'cookies',
  'legalDpa',
  'legalSla',
  'legalSubprocessors',
];

export const externalLinks = [
  { id: 'chatProduct', icon: 'Sparkles', urlKey: 'chatProductUrl' },
  { id: 'proSite', icon: 'Star', urlKey: 'proSiteUrl' },
] as const;
