import { markdownRoute } from '@/lib/twins/markdown-route';

export const dynamic = 'force-static';
export const dynamicParams = false;

const route = markdownRoute('legalAup');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
