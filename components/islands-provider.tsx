import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getPublicEnv } from '@/lib/env';
import { pickMessages } from '@/lib/messages/pick-messages';
import { consentMessagesFor } from './consent/consent-messages';
import { islandMessages, type IslandName } from './island-messages';

/**
 * next-intl's provider around client code, with the messages the named islands read and no
 * others. It is also what gives every client `Link` its locale, so the document has one around
 * it all; a page's own islands get one of their own inside it.
 */
export async function IslandsProvider({
  islands,
  children,
}: {
  islands: IslandName[];
  children: ReactNode;
}) {
  const paths = [...new Set(islands.flatMap((name) => islandMessages[name]))];
  const messages = pickMessages(await getMessages(), paths);
  if (messages.consent) {
    const googleAnalytics = Boolean(getPublicEnv().gaMeasurementId);
    messages.consent = consentMessagesFor(
      messages.consent,
      googleAnalytics,
    ) as typeof messages.consent;
  }
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
