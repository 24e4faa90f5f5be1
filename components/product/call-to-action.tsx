import { getMessages } from 'next-intl/server';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import { isInternalHref } from '@/lib/content/inline';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { callToActionLinks, type CtaPageId } from '@/lib/site/calls-to-action';

/**
 * The closing call to action of a product page: its text from `{id}.cta`, its two links from
 * lib/site/calls-to-action.ts.
 */
export async function CallToAction({ id, locale }: { id: CtaPageId; locale: Locale }) {
  const { cta } = (await getMessages({ locale }))[id];
  const { primary: primaryHref, secondary: secondaryHref } = callToActionLinks(id);
  const headingId = `${id}-cta`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-14 rounded-2xl border bg-accent p-6 text-accent-foreground md:p-8"
      data-no-print
    >
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {cta.heading}
      </h2>
      <p className="mt-2 max-w-2xl">{cta.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <CtaLink href={primaryHref} className={buttonClasses({ size: 'lg' })}>
          {cta.primary}
          <StaticIcon icon="ArrowRight" className="size-4" />
        </CtaLink>
        <CtaLink href={secondaryHref} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {cta.secondary}
        </CtaLink>
      </div>
    </section>
  );
}

function CtaLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: React.ReactNode;
}) {
  return isInternalHref(href) ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A page footer that is the page's call to action alone. */
export function callToActionFooter(id: CtaPageId) {
  return function footer(locale: Locale) {
    return <CallToAction id={id} locale={locale} />;
  };
}
