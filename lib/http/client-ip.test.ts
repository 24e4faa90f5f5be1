import { clientIp } from './client-ip';

const h = (entries: Record<string, string>) => new Headers(entries);
const direct = { vercel: false, trustedProxy: false };

describe('clientIp', () => {
  it('counts each socket address apart without a proxy (Next fills X-Forwarded-For with it)', () => {
    expect(clientIp(h({ 'x-forwarded-for': '127.0.0.2' }), direct)).toBe('127.0.0.2');
    expect(clientIp(h({ 'x-forwarded-for': '::ffff:127.0.0.3' }), direct)).toBe('::ffff:127.0.0.3');
  });

  it('keeps a forged list as a bucket of its own, never another visitor’s address', () => {
    expect(clientIp(h({ 'x-forwarded-for': '10.0.0.1, 127.0.0.3' }), direct)).toBe(
      '10.0.0.1,127.0.0.3',
    );
    expect(clientIp(h({ 'x-forwarded-for': 'x'.repeat(5000) }), direct)).toHaveLength(200);
  });

  it('has one bucket for requests that carry no address at all', () => {
    expect(clientIp(h({}), direct)).toBe('unknown');
  });

  it('takes the address the trusted proxy appended', () => {
    expect(
      clientIp(h({ 'x-forwarded-for': 'spoofed, 5.6.7.8' }), { vercel: false, trustedProxy: true }),
    ).toBe('5.6.7.8');
  });

  it("uses the platform's header on Vercel", () => {
    expect(
      clientIp(h({ 'x-real-ip': '9.9.9.9', 'x-forwarded-for': 'x' }), {
        vercel: true,
        trustedProxy: false,
      }),
    ).toBe('9.9.9.9');
  });
});
