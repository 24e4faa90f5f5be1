import { getTranslations } from 'next-intl/server';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import { InvestorDeckButton } from './investor-deck-button';
import { MarketStats } from './market-stats';
import { HomeSection } from './section-heading';

/** The market opportunity: four figures and the investor-deck request. */
export async function MarketSection() {
  const t = await getTranslations('market');
  const tDeck = await getTranslations('investorDeck');
  return (
    <HomeSection
      id="market"
      heading={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('subtitle') }}
    >
      <MarketStats className="mt-12" />
      <div className="mt-8 flex flex-col gap-4 rounded-xl border bg-accent/50 p-6 md:flex-row md:flex-wrap md:items-center md:justify-between">
        <div className="max-w-xl">
          <h3 className="text-lg font-semibold">{t('investorTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('investorBody')}</p>
        </div>
        <InvestorDeckButton
          className={buttonClasses({ size: 'lg' })}
          alertClassName="md:basis-full"
        >
          <StaticIcon icon="FileText" className="size-4" />
          {tDeck('button')}
        </InvestorDeckButton>
      </div>
    </HomeSection>
  );
}
