import { InvestorDeckButton } from '@/components/home/investor-deck-button';
import { getInvestorDeckText } from '@/components/home/lead-text';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';

/** The home page's investor-deck request, reused on /investors. */
export async function InvestorDeckCta() {
  const deck = await getInvestorDeckText();
  return (
    <div className="my-6 flex flex-wrap items-center gap-4">
      <InvestorDeckButton
        text={deck}
        className={buttonClasses({ size: 'lg' })}
        alertClassName="basis-full"
      >
        <StaticIcon icon="FileText" className="size-4" />
        {deck.button}
      </InvestorDeckButton>
    </div>
  );
}
