import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import {
  categories,
  mcpServerSchema,
  registrySchema,
  serverInputs,
  serverTransports,
  transports,
  type McpServer,
} from './server-schema';
import { mcpServers } from './servers';

type RegistryMessages = {
  categories: Record<string, string>;
  servers: Record<string, { description: string; inputs: Record<string, string> }>;
};

const root = path.resolve(__dirname, '../..');
const catalogue = (locale: string): RegistryMessages =>
  JSON.parse(fs.readFileSync(path.join(root, `messages/${locale}/mcpRegistry.json`), 'utf8'));

describe('MCP registry data', () => {
  it('has at least 24 entries', () => {
    expect(mcpServers.length).toBeGreaterThanOrEqual(24);
  });

  it.each(mcpServers.map((s) => [s.id, s] as const))(
    '%s is valid against the schema',
    (_, server) => {
      const result = mcpServerSchema.safeParse(server);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it('has unique ids and names', () => {
    expect(registrySchema.safeParse(mcpServers).success).toBe(true);
  });

  it('uses every category and every transport, so no filter is a dead end', () => {
    expect(new Set(mcpServers.map((s) => s.category))).toEqual(new Set(categories));
    expect(new Set(mcpServers.flatMap(serverTransports))).toEqual(new Set(transports));
  });

  it('offers both hosted remotes and local packages', () => {
    expect(mcpServers.some((s) => s.remotes.length > 0)).toBe(true);
    expect(mcpServers.some((s) => s.packages.length > 0)).toBe(true);
  });

  it('marks every token, key and password as a secret', () => {
    for (const server of mcpServers)
      for (const input of serverInputs(server))
        if (/TOKEN|KEY|PASSWORD|SECRET|DATABASE_URI|CONNECTION_STRING/.test(input.name))
          expect({ server: server.id, input: input.name, secret: input.isSecret }).toEqual({
            server: server.id,
            input: input.name,
            secret: true,
          });
  });

  it.each(locales)('describes every entry, category and input in %s', (locale) => {
    const messages = catalogue(locale);
    expect(Object.keys(messages.servers).sort()).toEqual(mcpServers.map((s) => s.id).sort());
    for (const category of categories) expect(messages.categories[category]).toBeTruthy();
    for (const server of mcpServers) {
      const entry = messages.servers[server.id];
      expect(entry.description.trim()).not.toBe('');
      expect(Object.keys(entry.inputs).sort()).toEqual(
        serverInputs(server)
          .map((i) => i.name)
          .sort(),
      );
    }
  });

  it('keeps English descriptions within the server.json limit of 100 characters', () => {
    const messages = catalogue('en');
    for (const server of mcpServers)
      expect([server.id, messages.servers[server.id].description.length <= 100]).toEqual([
        server.id,
        true,
      ]);
  });
});

describe('MCP server schema', () => {
  const valid: McpServer = {
    id: 'example',
    name: 'io.github.example/server',
    title: 'Example',
    version: '1.0.0',
    repository: { url: 'https://github.com/example/server', source: 'github' },
    category: 'reference',
    remotes: [],
    packages: [
      {
        registryType: 'npm',
        identifier: '@example/server',
        version: '1.0.0',
        runtimeHint: 'npx',
        transport: { type: 'stdio' },
      },
    ],
  };
  const invalid = (patch: Partial<McpServer>) =>
    mcpServerSchema.safeParse({ ...valid, ...patch }).success;

  it('accepts a well-formed entry', () => {
    expect(mcpServerSchema.safeParse(valid).success).toBe(true);
  });

  it('rejects names that are not namespace/name in reverse-DNS form', () => {
    expect(invalid({ name: 'example-server' })).toBe(false);
    expect(invalid({ name: 'example/server' })).toBe(false);
  });

  it('rejects unpinned versions', () => {
    expect(invalid({ version: 'latest' })).toBe(false);
    expect(invalid({ version: '^1.2.0' })).toBe(false);
    expect(invalid({ version: '1.x' })).toBe(false);
  });

  it('rejects an entry with neither package nor remote', () => {
    expect(invalid({ packages: [] })).toBe(false);
  });

  it('rejects plain-HTTP remotes and unknown transports', () => {
    expect(
      invalid({ remotes: [{ type: 'streamable-http', url: 'http://mcp.example.com/mcp' }] }),
    ).toBe(false);
    expect(
      invalid({ remotes: [{ type: 'websocket', url: 'https://mcp.example.com' } as never] }),
    ).toBe(false);
  });

  it('rejects a package whose runtime does not match its registry', () => {
    expect(invalid({ packages: [{ ...valid.packages[0], runtimeHint: 'uvx' }] })).toBe(false);
  });

  it('requires OCI images to carry the version as their tag', () => {
    const oci = {
      registryType: 'oci',
      identifier: 'ghcr.io/example/server:2.0.0',
      version: '1.0.0',
      runtimeHint: 'docker',
      transport: { type: 'stdio' },
    } as const;
    expect(invalid({ packages: [oci] })).toBe(false);
    expect(invalid({ packages: [{ ...oci, version: '2.0.0' }] })).toBe(true);
  });

  it('rejects unknown fields, as the official schema does for packages', () => {
    expect(invalid({ ...valid, extra: true } as never)).toBe(false);
  });
});
