'use client';

import type { ComponentProps, FormEvent } from 'react';
import { locales } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { stripLocale } from '@/lib/i18n/paths';

/**
 * A GET form whose URL is the result: without JavaScript the browser loads `action?…`; with it,
 * the same URL is a client navigation. The router would reuse a prerendered page for a new
 * query string, so the navigation is followed by a refresh, which asks the server for the URL
 * with its query (rendered per request).
 */
export function GetForm({
  action,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'onSubmit'> & {
  action: string;
}) {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams(
      [...data.entries()].map(([key, value]) => [key, String(value)]),
    ).toString();
    // `action` carries the locale for the browser; the router puts it back.
    const path = stripLocale(action, locales);
    router.push(query ? `${path}?${query}` : path);
    router.refresh();
  };
  return <form method="get" action={action} onSubmit={submit} {...props} />;
}
