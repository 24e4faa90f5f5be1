import { localizedAgentFile } from '@/lib/seo/agent-file-route';

export const dynamic = 'force-static';
export const dynamicParams = false;

const route = localizedAgentFile('llms-full');
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
