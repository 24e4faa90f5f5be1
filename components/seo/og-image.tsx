import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE, type OgImageText } from '@/lib/seo/og-image';
import { company } from '@/lib/site/company';

/** The share card: brand background, the page's section, its title and summary. */
export function ogImageResponse({ title, section, description }: OgImageText): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#ffffff',
        backgroundColor: '#0b1020',
        backgroundImage: 'linear-gradient(135deg, #0b1020 0%, #1e1b4b 55%, #4338ca 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#4338ca" />
          <path
            d="M8 9l8 9 8-9M16 18v6"
            stroke="#ffffff"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: -1 }}>YNO</div>
        <div
          style={{
            marginLeft: 16,
            padding: '8px 20px',
            borderRadius: 999,
            border: '2px solid #a5b4fc',
            color: '#c7d2fe',
            fontSize: 26,
            textTransform: 'uppercase',
            letterSpacing: 2,
          }}
        >
          {section}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: title.length > 48 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>
          {title}
        </div>
        <div style={{ fontSize: 28, lineHeight: 1.4, color: '#c7d2fe', maxWidth: 1000 }}>
          {description.length > 170 ? `${description.slice(0, 167).trimEnd()}…` : description}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 22, color: '#a5b4fc' }}>
        {company.legalName} · Singapore
      </div>
    </div>,
    { ...OG_IMAGE_SIZE },
  );
}
