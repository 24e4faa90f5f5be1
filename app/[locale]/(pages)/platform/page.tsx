import { introPage } from '@/components/layout/intro-page';

const page = introPage('platform');
export const generateMetadata = page.generateMetadata;
export default page.Page;
