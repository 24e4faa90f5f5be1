import { generateSearchMetadata, SearchPage } from '@/components/search/search-page';

export const generateMetadata = generateSearchMetadata;
export default SearchPage;
