import type { ReactNode } from 'react';

/** The heading block every page opens with: one h1, an optional eyebrow and lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 max-w-3xl">
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-balance hyphens-auto [overflow-wrap:break-word] md:text-4xl">
        {title}
      </h1>
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
      {children}
    </header>
  );
}
