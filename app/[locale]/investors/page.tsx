import { documentPage } from '@/components/content/document-page';
import { MarketStats } from '@/components/home/market-stats';
import { InvestorDeckCta } from '@/components/investors/investor-deck-cta';

const page = documentPage('investors', {
  sectionExtras: () => ({ market: <MarketStats className="my-6" />, deck: <InvestorDeckCta /> }),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
