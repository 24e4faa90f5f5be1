import { requirePageDocument } from '@/lib/documents/load-document';
import { PageHeader } from '@/components/layout/page-header';
import { CallToAction } from '@/components/product/call-to-action';
import { ProductSections } from '@/components/product/product-sections';
import { sectionEyebrow } from '@/lib/site/section-eyebrow';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import type { Locale } from '@/lib/i18n/locales';
import type { IntegrationQuery } from '@/lib/integrations/filter';
import { IntegrationsCatalogue } from './integrations-catalogue';

/** The integrations page: the catalogue first, then how connections work, then a next step. */
export async function IntegrationsView({
  locale,
  query,
}: {
  locale: Locale;
  query: IntegrationQuery;
}) {
  const { title, intro, sections } = requirePageDocument('integrations', locale);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-8 md:py-14">
      <BreadcrumbJsonLd id="integrations" locale={locale} />
      <PageHeader
        eyebrow={await sectionEyebrow('integrations', locale)}
        title={title}
        lead={intro}
      />
      <IntegrationsCatalogue locale={locale} query={query} />
      <div className="max-w-3xl">
        <ProductSections sections={sections} />
        <CallToAction id="integrations" locale={locale} />
      </div>
    </div>
  );
}
