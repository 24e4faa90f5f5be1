import {
  clientConfig,
  configKey,
  connectionOptions,
  formatJson,
  secretReference,
} from './client-config';
import { serverInputs } from './server-schema';
import { mcpServers } from './servers';

const byId = (id: string) => mcpServers.find((s) => s.id === id)!;
type Entry = {
  transport: string;
  url?: string;
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  headers?: Record<string, string>;
  auth?: string;
};
const entryOf = (id: string, index = 0): Entry => {
  const server = byId(id);
  const config = JSON.parse(clientConfig(server, connectionOptions(server)[index]));
  return config.mcpServers[configKey(server)];
};

describe('client configuration snippets', () => {
  it('produce valid JSON for every option of every entry', () => {
    for (const server of mcpServers)
      for (const option of connectionOptions(server))
        expect(() => JSON.parse(clientConfig(server, option))).not.toThrow();
  });

  it('reference every secret through the YNO secret service, never inline', () => {
    for (const server of mcpServers) {
      const secrets = serverInputs(server).filter((i) => i.isSecret);
      const all = connectionOptions(server)
        .map((option) => clientConfig(server, option))
        .join('\n');
      for (const secret of secrets) expect(all).toContain(secretReference(server, secret.name));
      expect(all).not.toMatch(/<[A-Z_]*(TOKEN|KEY|PASSWORD|SECRET)[A-Z_]*>/);
    }
  });

  it('puts a remote secret in the Authorization header', () => {
    expect(entryOf('github')).toEqual({
      transport: 'streamable-http',
      url: 'https://api.githubcopilot.com/mcp/',
      headers: {
        Authorization: 'Bearer ${secret:mcp/github/GITHUB_PERSONAL_ACCESS_TOKEN}',
      },
    });
  });

  it('marks OAuth remotes instead of inventing a header', () => {
    expect(entryOf('notion')).toEqual({
      transport: 'streamable-http',
      url: 'https://mcp.notion.com/mcp',
      auth: 'oauth',
    });
  });

  it('pins npm and PyPI packages to their version', () => {
    expect(entryOf('filesystem')).toEqual({
      transport: 'stdio',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-filesystem@0.6.3', '/srv/workspace'],
    });
    expect(entryOf('postgres')).toEqual({
      transport: 'stdio',
      command: 'uvx',
      args: ['postgres-mcp==0.3.0', '--access-mode=restricted'],
      env: { DATABASE_URI: '${secret:mcp/postgres/DATABASE_URI}' },
    });
  });

  it('passes environment variables into containers', () => {
    expect(entryOf('grafana')).toEqual({
      transport: 'stdio',
      command: 'docker',
      args: [
        'run',
        '-i',
        '--rm',
        '-e',
        'GRAFANA_URL',
        '-e',
        'GRAFANA_SERVICE_ACCOUNT_TOKEN',
        'docker.io/grafana/mcp-grafana:v0.11.2',
        '-t',
        'stdio',
      ],
      env: {
        GRAFANA_URL: 'https://grafana.internal.example',
        GRAFANA_SERVICE_ACCOUNT_TOKEN: '${secret:mcp/grafana/GRAFANA_SERVICE_ACCOUNT_TOKEN}',
      },
    });
  });

  it('passes a secret positional argument by reference', () => {
    expect(entryOf('neon', 1).args).toEqual([
      '-y',
      '@neondatabase/mcp-server-neon@0.6.4',
      'start',
      '${secret:mcp/neon/NEON_API_KEY}',
    ]);
  });

  it('gives a local HTTP package its resolved URL', () => {
    expect(entryOf('everything', 1)).toMatchObject({
      transport: 'streamable-http',
      url: 'http://localhost:3001/mcp',
      env: { PORT: '3001' },
    });
  });

  it('shows the remote that uses the transport filtered by', () => {
    const neon = byId('neon');
    const [first] = connectionOptions(neon, 'sse');
    expect(first.kind === 'remote' && first.remote.url).toBe('https://mcp.neon.tech/sse');
    const [fallback] = connectionOptions(neon, 'stdio');
    expect(fallback.kind === 'remote' && fallback.remote.url).toBe('https://mcp.neon.tech/mcp');
  });

  it('names entries in kebab case', () => {
    expect(configKey(byId('sequentialThinking'))).toBe('sequential-thinking');
  });
});

describe('formatJson', () => {
  it('keeps short string arrays on one line and round-trips', () => {
    const value = { a: { args: ['-y', 'pkg@1.0.0'], env: { X: '1' } } };
    const text = formatJson(value);
    expect(text).toContain('"args": ["-y", "pkg@1.0.0"]');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves long arrays one item per line', () => {
    const long = Array.from({ length: 8 }, (_, i) => `argument-number-${i}`);
    expect(formatJson({ args: long }).split('\n').length).toBeGreaterThan(8);
  });
});
