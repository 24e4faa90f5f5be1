'use client';

import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/lib/i18n/navigation';
import de from '@/messages/de/common.json';
import en from '@/messages/en/common.json';
import es from '@/messages/es/common.json';
import fr from '@/messages/fr/common.json';

const labels = { en: en.loadingPage, es: es.loadingPage, fr: fr.loadingPage, de: de.loadingPage };

/**
 * The spinner shown while a page loads. A client component on purpose: loading.tsx gets no
 * params, and reading the locale on the server there would make every page dynamic.
 */
export function PageLoading() {
  const locale = useLocale();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={labels[locale]} />
    </div>
  );
}
