'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, FormEvent } from 'react';

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
    router.push(query ? `${action}?${query}` : action);
    router.refresh();
  };
  return <form method="get" action={action} onSubmit={submit} {...props} />;
}
