import { clientIp } from './client-ip';

const h = (entries: Record<string, string>) => new Headers(entries);

describe('clientIp', () => {
  it('ignores X-Forwarded-For without a trusted proxy', () => {
    expect(
      clientIp(h({ 'x-forwarded-for': '1.2.3.4' }), { vercel: false, trustedProxy: false }),
    ).toBe('direct');
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
