import { introPage } from '@/components/layout/intro-page';

const page = introPage('legalSla');
export const generateMetadata = page.generateMetadata;
export default page.Page;
