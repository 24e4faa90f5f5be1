import type { ReactNode } from 'react';

/** The eyebrow, h2 and lead paragraph that open each home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className = '',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  className?: string;
}) {
  return (
    <div className={`max-w-3xl ${className}`}>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
    </div>
  );
}

/** A home section below the hero: a band with its heading, then its content. */
export function HomeSection({
  id,
  heading,
  className = '',
  children,
}: {
  id: string;
  heading: { eyebrow: string; title: string; lead?: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`render-when-visible border-t px-4 py-16 md:px-8 md:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={`${id}-title`} {...heading} />
        {children}
      </div>
    </section>
  );
}
