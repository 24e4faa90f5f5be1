import { introPage } from '@/components/layout/intro-page';

const page = introPage('support');
export const generateMetadata = page.generateMetadata;
export default page.Page;
