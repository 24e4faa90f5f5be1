import { markdownRoute } from '@/lib/twins/markdown-route';

export const dynamic = 'force-static';
export const dynamicParams = false;

const route = markdownRoute('legal');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
