import { z } from 'zod';
import { canonicalOrigin } from './site-origin';

/**
 * The one place that reads process.env. Every variable is optional: with none set,
 * each feature runs on its embedded default (see docs/decisions.md).
 */

/**
 * What each published mailbox is for; each one is `<purpose>@<contact domain>` unless
 * NEXT_PUBLIC_CONTACT_MAILBOXES says otherwise (lib/site/company.ts builds the addresses).
 */
export const contactPurposes = [
  'security',
  'privacy',
  'legal',
  'support',
  'sales',
  'careers',
  'investors',
  'partners',
  'implementation',
  'integrations',
] as const;

export type ContactPurpose = (typeof contactPurposes)[number];

const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);
/** Vercel names hosts without a scheme: `https://${value}` must be a URL whose host is the value. */
const optionalHost = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .refine(
      (value) =>
        URL.canParse(`https://${value}`) &&
        new URL(`https://${value}`).host === value.toLowerCase(),
      {
        message: 'Expected a host name without a scheme or path',
      },
    )
    .optional(),
);
/**
 * A switch: `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off`, in any case. Anything else
 * is refused, so that a typo never quietly leaves a switch off.
 */
const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .string()
    .refine((value) => value === '' || [...TRUE_WORDS, ...FALSE_WORDS].includes(value), {
      message: `Expected one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')} (any case)`,
    })
    .optional()
    .transform((value) => TRUE_WORDS.includes(value ?? '')),
);
/** Hosts a server may reach over plain http: its own machine. */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;
/**
 * The workflow API's origin: https, or http to this machine, and nothing after the host but an
 * optional slash. A path, credentials, query or fragment would be silently mangled into every
 * run URL (or leak the credentials into logs), so each is refused with its reason.
 */
export function originProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return 'is not a URL';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https';
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) {
    return 'must use https (plain http only to localhost or 127.x.x.x)';
  }
  if (url.username || url.password) return 'must not carry credentials (use WORKFLOW_API_TOKEN)';
  if (url.pathname !== '/') return 'must be an origin, without a path';
  if (url.search || value.includes('?')) return 'must not have a query';
  if (url.hash || value.includes('#')) return 'must not have a fragment';
  return undefined;
}
const optionalOrigin = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = originProblem(value);
      // The value is not echoed: it may hold credentials.
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: `${problem}; expected an origin such as https://app.example.com`,
        });
      }
    })
    .transform((value) => new URL(value).origin)
    .optional(),
);
/**
 * A comma-separated list of origins (`https://yno.example,http://intranet:8080`), each with
 * nothing after its host and port: what a browser sends as Origin.
 */
const originList = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      const items = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const [index, item] of items.entries()) {
        const url = URL.canParse(item) ? new URL(item) : undefined;
        const isOrigin =
          url !== undefined &&
          ['http:', 'https:'].includes(url.protocol) &&
          url.origin === item.replace(/\/$/, '').toLowerCase();
        // The value is not echoed: a mistyped one may hold credentials.
        if (!isOrigin) {
          ctx.addIssue({
            code: 'custom',
            message: `item ${index + 1} is not an origin; expected origins such as https://www.example.com, comma-separated`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    })
    .optional(),
);
const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z.coerce.number().int().positive(),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: the origin falls back to Vercel's production host, then localhost (lib/site-origin.ts). */
    NEXT_PUBLIC_SITE_URL: optionalUrl.transform((v) => v?.replace(/\/$/, '')),
    /**
     * Other origins this site is served at (an apex domain beside www, an intranet name): accepted
     * as the Origin of a POST and as the Host of `/mcp`, besides the public origin.
     */
    SITE_ORIGINS: originList,
    NEXT_PUBLIC_APP_URL: optionalUrl.transform((v) => v ?? 'https://app.yno.example/login'),
    NEXT_PUBLIC_CHAT_PRODUCT_URL: optionalUrl.transform((v) => v ?? 'https://chat.yno.example'),
    NEXT_PUBLIC_PRO_SITE_URL: optionalUrl.transform((v) => v ?? 'https://pro.yno.example'),
    /** The domain of the published mailboxes (security@, privacy@, …); see lib/site/company.ts. */
    NEXT_PUBLIC_CONTACT_DOMAIN: optionalHost.transform((v) => v ?? 'yno.example'),
    /**
     * Mailboxes that differ from `<purpose>@<domain>`: `purpose=address` pairs, comma-separated, for
     * example `support=help@yno.example,careers=jobs`. A bare local part takes the contact domain.
     */
    NEXT_PUBLIC_CONTACT_MAILBOXES: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .transform((value, ctx) => {
          const out: Record<string, string> = {};
          for (const pair of value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)) {
            const match = /^([a-z]+)=([^\s@,=]+(?:@[^\s@,=]+\.[^\s@,=]+)?)$/.exec(pair);
            if (!match || !(contactPurposes as readonly string[]).includes(match[1])) {
              ctx.addIssue({
                code: 'custom',
                message: `Expected purpose=address with a purpose among ${contactPurposes.join(', ')}; got "${pair}"`,
              });
              return z.NEVER;
            }
            out[match[1]] = match[2];
          }
          return out as Partial<Record<ContactPurpose, string>>;
        })
        .optional(),
    ),
    /** The workflow API's origin (see originProblem): https, or http on loopback. */
    WORKFLOW_API_URL: optionalOrigin,
    ACCESS_REQUEST_WORKFLOW_ID: optionalText.transform((v) => v ?? 'access-request'),
    WORKFLOW_API_TOKEN: optionalText,
    INVESTOR_DECK_WORKFLOW_ID: optionalText.transform((v) => v ?? 'investor-deck'),
    SUBSCRIBE_WORKFLOW_ID: optionalText.transform((v) => v ?? 'subscribe'),
    LEADS_OUTBOX_DIR: optionalText.transform((v) => v ?? '.data'),
    /** Days a lead that could not be delivered is kept before it is deleted. */
    LEADS_RETENTION_DAYS: positiveInt(30),
    /** Bearer secret of GET /api/leads/drain; unset (with CRON_SECRET), that route answers 404. */
    LEADS_DRAIN_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: 'Expected at least 16 characters',
    }),
    /** The bearer secret Vercel Cron sends; the drain route accepts it too. */
    CRON_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: 'Expected at least 16 characters',
    }),
    /**
     * Seconds between the drains a long-running server (`next start`, standalone, Docker) runs by
     * itself; 0 turns them off. Not used on Vercel, where the cron calls the drain route.
     */
    LEADS_DRAIN_INTERVAL: z.preprocess(
      (value) => (value === '' || value === undefined ? 300 : value),
      z.coerce.number().int().min(0),
    ),
    /** Shared state for many instances: rate limits, stored leads, idempotency keys. */
    REDIS_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^rediss?$/ }).optional(),
    ),
    /**
     * Google Analytics 4 (`G-…`). Read when pages are built and by the server, so set it for both.
     * Unset: no analytics tag, no Google host in the CSP, and the policies say no analytics runs.
     */
    NEXT_PUBLIC_GA_MEASUREMENT_ID: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,16}$/, {
          message: 'Expected a GA4 measurement ID such as G-AB12CD34EF',
        })
        .optional(),
    ),
    /**
     * Set to 1 to run Google's tag on Vercel preview deployments too. Unset, previews (the team's
     * own visits) never count as traffic.
     */
    ANALYTICS_ON_PREVIEWS: flag,
    /** Share of page views (0 to 1) whose Web Vitals are reported; 1 reports every one. */
    NEXT_PUBLIC_VITALS_SAMPLE_RATE: z.preprocess(
      (value) => (value === '' || value === undefined ? 1 : value),
      z.coerce.number().min(0).max(1),
    ),
    /** Web Vitals reports accepted per client per 10 minutes. */
    VITALS_RATE_LIMIT: positiveInt(300),
    AI_CHAT_URL: optionalUrl,
    AI_CHAT_KEY: optionalText,
    CHAT_RATE_LIMIT: positiveInt(20),
    /** Requests to the /search page allowed per client per minute. */
    SEARCH_RATE_LIMIT: positiveInt(30),
    /**
     * Seconds a chat answer may stream before the relay cuts it off (at most 110, inside the
     * chat route's maxDuration of 120). No answer byte for min(30, this) seconds also ends it.
     */
    CHAT_MAX_ANSWER_SECONDS: z.preprocess(
      (value) => (value === '' || value === undefined ? 100 : value),
      z.coerce.number().int().min(1).max(110),
    ),
    /** JSON-RPC messages to /mcp a client gets back per minute (its bucket's refill). */
    MCP_RATE_LIMIT: positiveInt(60),
    /** JSON-RPC messages to /mcp a client may send at once (its bucket's size). */
    MCP_RATE_BURST: positiveInt(120),
    ACCESS_REQUEST_RATE_LIMIT: positiveInt(10),
    /**
     * On when a reverse proxy this site trusts appends the visitor's address to X-Forwarded-For.
     * Off, a client's own X-Forwarded-For is replaced by its socket's address (lib/http/
     * socket-address.ts).
     */
    TRUSTED_PROXY: flag,
    /** Set by Vercel on its deployments. */
    VERCEL: flag,
    /** Set by Vercel: which kind of deployment this is. */
    VERCEL_ENV: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['production', 'preview', 'development']).optional(),
    ),
    /** Set by Vercel: this deployment's own host. */
    VERCEL_URL: optionalHost,
    /** Set by Vercel: the host that always serves the newest deployment of this Git branch. */
    VERCEL_BRANCH_URL: optionalHost,
    /** Set by Vercel: the project's production host (its shortest custom domain, if any). */
    VERCEL_PROJECT_PRODUCTION_URL: optionalHost,
    /**
     * The content editor at /keystatic on a production server (docs/content.md): the GitHub
     * repository it commits to (`owner/name`) and the GitHub App it signs editors in with. Unset,
     * /keystatic and /api/keystatic answer 404 outside `next dev`; set all four or none.
     */
    KEYSTATIC_GITHUB_REPO: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/, {
          message: 'Expected a GitHub repository as owner/name',
        })
        .optional(),
    ),
    KEYSTATIC_GITHUB_CLIENT_ID: optionalText,
    KEYSTATIC_GITHUB_CLIENT_SECRET: optionalText,
    /** Encrypts the editors' GitHub tokens in their cookies. */
    KEYSTATIC_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'Expected at least 32 characters',
    }),
    /** The GitHub App's slug, for the editor's link to install it on the repository. */
    NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: optionalText,
    /**
     * Read by next.config.ts at build time: the build writes the browser's source maps, which
     * `npm run long-tasks` reads to name what a long task runs. Off for the site's own builds.
     */
    BROWSER_SOURCE_MAPS: flag,
    /** Read by next.config.ts at build time: `standalone` adds Next's self-contained server. */
    NEXT_OUTPUT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['standalone']).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const editor = [
      'KEYSTATIC_GITHUB_REPO',
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'KEYSTATIC_SECRET',
    ] as const;
    const missing = editor.filter((name) => env[name] === undefined);
    // Half a GitHub set-up would leave the editor off without saying why.
    if (missing.length > 0 && missing.length < editor.length) {
      for (const name of missing) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `Required with ${editor.filter((n) => !missing.includes(n)).join(', ')}`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

let cached: { source: NodeJS.ProcessEnv; value: Env } | undefined;

/** Parses the environment, failing loudly on a malformed value rather than guessing. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && cached.source === source) return cached.value;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  cached = { source, value: parsed.data };
  return parsed.data;
}

/**
 * The GA4 measurement ID this deployment uses, if any: the configured one, except on a Vercel
 * preview unless ANALYTICS_ON_PREVIEWS turns it on there. Decided once, when the site is built
 * (next.config.ts passes it to every bundle as SITE_ANALYTICS_ID), because the pages, their
 * tag and the Content-Security-Policy that lets the tag load are all made then: a server
 * started with another value must not disagree with the pages it serves.
 */
export function analyticsMeasurementId(env: Env = getEnv()): string | undefined {
  if (env.VERCEL_ENV === 'preview' && !env.ANALYTICS_ON_PREVIEWS) return undefined;
  return env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
}

/** The measurement ID the build decided on; outside a bundle (tests, scripts) as decided now. */
export function builtAnalyticsId(): string | undefined {
  // Replaced with the build's value in every bundle (next.config.ts `env`).
  const built = process.env.SITE_ANALYTICS_ID;
  return built === undefined ? analyticsMeasurementId() : built || undefined;
}

/** Values that are safe to show in the browser; server components pass them down as props. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    siteUrl: canonicalOrigin(env),
    appUrl: env.NEXT_PUBLIC_APP_URL,
    chatProductUrl: env.NEXT_PUBLIC_CHAT_PRODUCT_URL,
    proSiteUrl: env.NEXT_PUBLIC_PRO_SITE_URL,
    gaMeasurementId: builtAnalyticsId(),
    vitalsSampleRate: env.NEXT_PUBLIC_VITALS_SAMPLE_RATE,
  };
}
