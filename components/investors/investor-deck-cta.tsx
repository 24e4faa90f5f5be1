import { getTranslations } from 'next-intl/server';
import { InvestorDeckButton } from '@/components/home/investor-deck-button';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';

/** The home page's investor-deck request, reused on /investors. */
export async function InvestorDeckCta() {
  const tDeck = await getTranslations('investorDeck');
  return (
    <div className="my-6 flex flex-wrap items-center gap-4">
      <InvestorDeckButton className={buttonClasses({ size: 'lg' })} alertClassName="basis-full">
        <StaticIcon icon="FileText" className="size-4" />
        {tDeck('button')}
      </InvestorDeckButton>
    </div>
  );
}
