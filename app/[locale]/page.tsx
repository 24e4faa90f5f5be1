import type { Metadata } from 'next';
import { ExclusiveAccessSection } from '@/components/home/exclusive-access-section';
import { FeaturesSection } from '@/components/home/features-section';
import { HomeHero } from '@/components/home/home-hero';
import { MarketSection } from '@/components/home/market-section';
import { HomeJsonLd } from '@/components/seo/home-json-ld';
import { resolvePageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata('home', await resolvePageLocale(params));
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <HomeJsonLd locale={locale} />
      <HomeHero />
      <FeaturesSection />
      <MarketSection />
      <ExclusiveAccessSection />
    </>
  );
}
