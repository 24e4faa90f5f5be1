import { defaultLocaleAgentFile } from '@/lib/seo/agent-file-route';

export const dynamic = 'force-static';

export const GET = defaultLocaleAgentFile('llms');
