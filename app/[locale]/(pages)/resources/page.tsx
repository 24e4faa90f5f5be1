import { introPage } from '@/components/layout/intro-page';

const page = introPage('resources');
export const generateMetadata = page.generateMetadata;
export default page.Page;
