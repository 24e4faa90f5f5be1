import { getTranslations } from 'next-intl/server';

/** Box geometry of the drawing, in viewBox units (360 × 372). */
const BOX_HEIGHT = 52;
const stages = [
  { id: 'trigger', x: 60, y: 8, width: 240 },
  { id: 'extract', x: 12, y: 84, width: 160 },
  { id: 'review', x: 188, y: 84, width: 160 },
  { id: 'tools', x: 12, y: 160, width: 336 },
  { id: 'approval', x: 60, y: 236, width: 240 },
  { id: 'result', x: 60, y: 312, width: 240 },
] as const;
const tools = ['crm', 'erp', 'docs'] as const;

/** Connectors between the boxes: each arrow ends on the top edge of the box below. */
const FLOWS = 'M150 60v24M210 60v24M92 136v24M268 136v24M180 212v24M180 288v24';
const ARROWHEADS =
  'M146 80l4 4 4-4M206 80l4 4 4-4M88 156l4 4 4-4M264 156l4 4 4-4M176 232l4 4 4-4M176 308l4 4 4-4';

/**
 * The hero's product picture: one agentic workflow from trigger to result, drawn on the server
 * as inline SVG. Colours come from the theme's tokens; nothing moves, nothing is fetched, and its
 * box is fixed by the viewBox, so it can neither shift the layout nor wait for the network.
 * The drawing is one image to assistive technology, named by its title and description.
 */
export async function WorkflowVisual() {
  const t = await getTranslations('hero.visual');
  return (
    <figure className="mx-auto w-full max-w-sm xl:mx-0" data-hero-visual="">
      <svg
        viewBox="0 0 360 372"
        role="img"
        aria-labelledby="hero-visual-title"
        aria-describedby="hero-visual-desc"
        className="h-auto w-full"
      >
        <title id="hero-visual-title">{t('title')}</title>
        <desc id="hero-visual-desc">{t('description')}</desc>
        <g className="fill-card stroke-input" strokeWidth="1.5">
          {stages.map((stage) => (
            <rect
              key={stage.id}
              x={stage.x}
              y={stage.y}
              width={stage.width}
              height={BOX_HEIGHT}
              rx="12"
              className={stage.id === 'approval' ? 'stroke-primary' : undefined}
            />
          ))}
          {tools.map((tool, index) => (
            <rect
              key={tool}
              x={28 + index * 108}
              y="186"
              width="88"
              height="18"
              rx="9"
              className="fill-accent stroke-none"
            />
          ))}
        </g>
        <g className="fill-none stroke-primary" strokeWidth="2" strokeLinecap="round">
          <path d={FLOWS} />
          <path d={ARROWHEADS} strokeLinejoin="round" />
        </g>
        <g
          textAnchor="middle"
          className="fill-muted-foreground text-[11px] uppercase tracking-wider"
        >
          {stages.map((stage) => (
            <text key={stage.id} x={stage.x + stage.width / 2} y={stage.y + 18}>
              {t(`${stage.id}.kind`)}
            </text>
          ))}
        </g>
        <g textAnchor="middle" className="fill-foreground text-[13px] font-semibold">
          {stages
            .filter((stage) => stage.id !== 'tools')
            .map((stage) => (
              <text key={stage.id} x={stage.x + stage.width / 2} y={stage.y + 38}>
                {t(`${stage.id}.label`)}
              </text>
            ))}
        </g>
        <g textAnchor="middle" className="fill-accent-foreground text-[12px] font-medium">
          {tools.map((tool, index) => (
            <text key={tool} x={72 + index * 108} y="199">
              {t(`tools.${tool}`)}
            </text>
          ))}
        </g>
        <circle cx="284" cy="250" r="7" className="fill-success" />
        <path
          d="M280.5 250l2.5 2.5 4.5-5"
          className="fill-none stroke-background"
          strokeWidth="2"
        />
      </svg>
    </figure>
  );
}
