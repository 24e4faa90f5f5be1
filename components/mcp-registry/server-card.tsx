import { getTranslations } from 'next-intl/server';
import { CodeBlock } from '@/components/content/code-block';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { clientConfig, configKey, connectionOptions } from '@/lib/mcp-registry/client-config';
import {
  serverHostings,
  serverInputs,
  serverTransports,
  type McpServer,
  type Transport,
} from '@/lib/mcp-registry/server-schema';
import { StaticIcon } from '@/components/ui/static-icon';

const badge = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium';

/** One registry entry: what it connects, how it is reached, what it needs, and its snippet. */
export async function ServerCard({
  server,
  locale,
  description,
  inputHelp,
  categoryHref,
  transport,
}: {
  server: McpServer;
  locale: Locale;
  description: string;
  inputHelp: Record<string, string>;
  /** Its category's results, as a path without the locale. */
  categoryHref: string;
  /** The transport filter in force, so that the snippet shown uses it. */
  transport?: Transport;
}) {
  const t = await getTranslations({ locale, namespace: 'mcpRegistry' });
  const inputs = serverInputs(server);
  const anchor = `server-${configKey(server)}`;

  return (
    <article
      aria-labelledby={anchor}
      className="rounded-xl border bg-card p-5 md:p-6"
      data-server={server.id}
      data-category={server.category}
      data-transports={serverTransports(server).join(' ')}
      data-hostings={serverHostings(server).join(' ')}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={anchor} className="scroll-mt-20 text-xl font-semibold">
            {server.title}
          </h3>
          <p className="mt-1 font-mono text-xs break-all text-muted-foreground">{server.name}</p>
        </div>
        <Link
          href={categoryHref}
          className={`${badge} min-h-11 px-3 border-primary/40 bg-accent text-accent-foreground hover:underline`}
        >
          {t(`categories.${server.category}`)}
        </Link>
      </header>

      <p className="mt-3 leading-7" data-server-description>
        {description}
      </p>

      <ul className="mt-3 flex flex-wrap gap-2">
        {serverTransports(server).map((transport) => (
          <li key={transport} className={badge}>
            {t(`transports.${transport}`)}
          </li>
        ))}
        {serverHostings(server).map((hosting) => (
          <li key={hosting} className={`${badge} bg-muted`}>
            {t(`hostings.${hosting}`)}
          </li>
        ))}
      </ul>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted-foreground">{t('card.version')}</dt>
        <dd className="font-mono">{server.version}</dd>
        <dt className="font-medium text-muted-foreground">{t('card.repository')}</dt>
        <dd className="min-w-0">
          <a
            href={server.repository.url}
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium break-all text-primary underline underline-offset-4"
          >
            {server.repository.url.replace('https://', '')}
            {server.repository.subfolder && ` (${server.repository.subfolder})`}
            <StaticIcon icon="ExternalLink" className="size-3.5 shrink-0" />
          </a>
        </dd>
        {server.websiteUrl && (
          <>
            <dt className="font-medium text-muted-foreground">{t('card.website')}</dt>
            <dd className="min-w-0">
              <a
                href={server.websiteUrl}
                rel="noopener noreferrer"
                className="font-medium break-all text-primary underline underline-offset-4"
              >
                {server.websiteUrl.replace('https://', '')}
              </a>
            </dd>
          </>
        )}
      </dl>

      <h4 className="mt-5 text-sm font-semibold">{t('card.inputs')}</h4>
      {inputs.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('card.noInputs')}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm" data-server-inputs>
          {inputs.map((input) => (
            <li key={input.name} data-input={input.name} data-secret={input.isSecret || undefined}>
              <span className="inline-flex flex-wrap items-center gap-2">
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono">{input.name}</code>
                <span className="text-xs text-muted-foreground">
                  {input.isRequired ? t('card.required') : t('card.optional')}
                </span>
                {input.isSecret && (
                  <span className={`${badge} gap-1 border-primary/40 text-primary`}>
                    <StaticIcon icon="KeyRound" className="size-3" />
                    {t('card.secret')}
                  </span>
                )}
              </span>
              {inputHelp[input.name] && (
                <span className="mt-0.5 block text-muted-foreground">{inputHelp[input.name]}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      {connectionOptions(server, transport).map((option, index) => (
        <div key={index} className="mt-5" data-snippet={option.kind}>
          <p className="text-sm font-semibold">
            {option.kind === 'remote'
              ? t('card.remoteOption', { transport: t(`transports.${option.remote.type}`) })
              : t('card.packageOption', {
                  registry: option.pkg.registryType,
                  transport: t(`transports.${option.pkg.transport.type}`),
                })}
          </p>
          {option.kind === 'remote' && option.remote.oauth && (
            <p className="mt-1 text-sm text-muted-foreground">{t('card.oauth')}</p>
          )}
          <CodeBlock code={clientConfig(server, option)} lang="json" />
        </div>
      ))}
    </article>
  );
}
