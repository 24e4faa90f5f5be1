import { introPage } from '@/components/layout/intro-page';

const page = introPage('investors');
export const generateMetadata = page.generateMetadata;
export default page.Page;
