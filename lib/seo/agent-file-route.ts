import 'server-only';
import { notFound } from 'next/navigation';
import { getEnv } from '@/lib/env';
import { PLAIN_TEXT } from '@/lib/http/compressed-route-rules';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/messages/load-messages';
import { llmsFullTxt } from './llms-full-txt';
import { llmsTxt } from './llms-txt';
import { canonicalOrigin } from '../site-origin';

async function agentFile(file: 'llms' | 'llms-full', locale: Locale): Promise<Response> {
  const siteUrl = canonicalOrigin(getEnv());
  const messages = await loadMessages(locale);
  const body =
    file === 'llms'
      ? llmsTxt(siteUrl, messages, locale)
      : await llmsFullTxt(siteUrl, messages, locale);
  return new Response(body, { headers: { 'Content-Type': PLAIN_TEXT } });
}

/** `/llms.txt` and `/llms-full.txt`: the English files, at the root, prerendered. */
export function defaultLocaleAgentFile(file: 'llms' | 'llms-full') {
  return () => agentFile(file, defaultLocale);
}

/**
 * `/{locale}/llms.txt` and `/{locale}/llms-full.txt` for the other locales, prerendered; English
 * has its files at the root only.
 */
export function localizedAgentFile(file: 'llms' | 'llms-full') {
  return {
    generateStaticParams: () =>
      locales.filter((locale) => locale !== defaultLocale).map((locale) => ({ locale })),
    async GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
      const { locale } = await params;
      if (!isLocale(locale) || locale === defaultLocale) notFound();
      return agentFile(file, locale);
    },
  };
}
